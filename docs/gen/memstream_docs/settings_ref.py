"""The configuration reference, read from the pydantic-settings models in `memstream.settings`.

Every field of every section becomes a row: its environment variable, default, type and
range, and its description. A field without a description fails the build: the models are
where a setting is explained, once.
"""

from __future__ import annotations

import inspect
import json
import types
import typing
from enum import Enum
from pathlib import Path
from typing import Any

import annotated_types
from pydantic import BaseModel, SecretStr
from pydantic.fields import FieldInfo
from pydantic_core import PydanticUndefined

from memstream_docs.tables import md_table, text


class UndocumentedSetting(ValueError):
    """A settings field has no description."""


def _type(annotation: Any) -> str:
    origin = typing.get_origin(annotation)
    args = typing.get_args(annotation)
    if origin is typing.Literal:
        return " | ".join(f"`{a}`" for a in args)
    if origin in (typing.Union, types.UnionType):
        parts = [_type(a) for a in args if a is not type(None)]
        return " | ".join(parts) + (", optional" if type(None) in args else "")
    if origin is list:
        return f"list of {_type(args[0])}" if args else "list"
    names = {str: "text", int: "integer", float: "number", bool: "boolean", Path: "path"}
    if annotation in names:
        return names[annotation]
    if annotation is SecretStr:
        return "secret"
    return getattr(annotation, "__name__", str(annotation))


def _default(info: FieldInfo) -> str:
    if info.default_factory is not None:
        value: Any = info.default_factory()  # type: ignore[call-arg]
    elif info.default is PydanticUndefined:
        return "required"
    else:
        value = info.default
    if value is None:
        return "unset"
    if isinstance(value, bool):
        return f"`{str(value).lower()}`"
    if isinstance(value, Enum):
        value = value.value
    if isinstance(value, list | dict):
        return f"`{json.dumps(value)}`"
    if value == "":
        return "empty"
    return f"`{value}`"


def _range(info: FieldInfo) -> str:
    out = []
    for m in info.metadata:
        for attr, sign in (("ge", "≥"), ("gt", ">"), ("le", "≤"), ("lt", "<")):
            bound = getattr(m, attr, None)
            if isinstance(m, annotated_types.BaseMetadata) and bound is not None:
                out.append(f"{sign} {bound}")
        if getattr(m, "pattern", None):
            out.append(f"pattern `{m.pattern}`")
        if isinstance(m, annotated_types.MinLen):
            out.append(f"length ≥ {m.min_length}")
    return ", ".join(out)


def section_rows(section: str, model: type[BaseModel]) -> list[list[str]]:
    rows = []
    for name, info in model.model_fields.items():
        if not info.description:
            raise UndocumentedSetting(
                f"{model.__name__}.{name} has no description: add Field(description=...) "
                "in memstream/settings/"
            )
        kind = _type(info.annotation)
        rng = _range(info)
        meaning = info.description
        if info.deprecated:
            meaning = f"**Deprecated**: {info.deprecated}. {meaning}"
        rows.append(
            [
                f"`MEMSTREAM_{section.upper()}__{name.upper()}`",
                _default(info),
                f"{kind} ({rng})" if rng else kind,
                meaning,
            ]
        )
    return rows


def sections() -> list[tuple[str, type[BaseModel]]]:
    """(section name, model) of every section of `Settings`, in the order it declares them."""
    from memstream.settings import Settings

    out = []
    for name, info in Settings.model_fields.items():
        model = info.annotation
        if not (inspect.isclass(model) and issubclass(model, BaseModel)):
            raise TypeError(f"Settings.{name} is not a settings section")
        out.append((name, model))
    return out


def default(path: str) -> str:
    """The default of one setting, e.g. `default("recall.rerank_depth")`, as the table shows it."""
    section, field = path.split(".", 1)
    models = dict(sections())
    if section not in models or field not in models[section].model_fields:
        raise KeyError(f"no setting {path!r}")
    return _default(models[section].model_fields[field])


def reference() -> str:
    """The whole reference: one heading and one table per section."""
    parts = []
    for name, model in sections():
        own = model.__dict__.get("__doc__")  # not inherited: pydantic's own doc is not ours
        doc = inspect.cleandoc(own) if own else ""
        parts.append(f"## `{name}`\n\n{text(doc)}\n")
        parts.append(
            md_table(["variable", "default", "type", "meaning"], section_rows(name, model))
        )
    return "\n".join(parts)
