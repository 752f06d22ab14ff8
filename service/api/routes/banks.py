"""Bank routes: list (the key's banks), create and delete (admin), describe (counts)."""

from __future__ import annotations

from fastapi import APIRouter, Response

from memstream.contract import schemas as s
from memstream.service.api.deps import Admin, BankOk, BankPath, Service, Who

router = APIRouter()


@router.get("/v1/banks", response_model=s.BankList, tags=["banks"])
def list_banks(who: Who, svc: Service) -> s.BankList:
    """The banks this key may use."""
    return s.BankList(banks=[b for b in svc.list_banks() if who.can(b.name)])


@router.post("/v1/banks", response_model=s.Bank, status_code=201, tags=["banks"])
def create_bank(body: s.BankCreate, _: Admin, response: Response, svc: Service) -> s.Bank:
    """Create a bank (admin). Creating an existing bank answers 200 and changes nothing."""
    bank, new = svc.create_bank(body.name, body.description)
    if not new:
        response.status_code = 200
    return bank


@router.get("/v1/banks/{bank}", response_model=s.BankDetail, tags=["banks"])
def describe_bank(bank: BankOk, svc: Service) -> s.BankDetail:
    """Counts per store, entities, episodes, dead letters."""
    return svc.bank(bank)


@router.delete("/v1/banks/{bank}", status_code=204, tags=["banks"])
def delete_bank(bank: BankPath, _: Admin, svc: Service) -> Response:
    """Delete the bank (admin): a bank tombstone goes on the events topic, so that neither a
    replay nor a new replica brings it back; then every store and the registry drop it."""
    svc.delete_bank(bank)
    return Response(status_code=204)
