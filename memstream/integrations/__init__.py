"""Adapters that put memstream inside agent frameworks, one module per framework.

- `memstream.integrations.langgraph`: `MemstreamStore`, a LangGraph `BaseStore` (sync and
  async); extra `memstream[langgraph]`.
- `memstream.integrations.langchain`: `MemstreamRetriever`, `MemstreamChatMessageHistory`;
  extra `memstream[langchain]`.
- `memstream.integrations.llama_index`: `MemstreamRetriever`, `MemstreamMemoryBlock`; extra
  `memstream[llama-index]`.
- `memstream.integrations.openai_agents`: `MemstreamSession`, `recall_tool`; extra
  `memstream[openai-agents]`.

Each adapter talks to a node through the public client (`memstream.client`) and imports its
framework when it is imported itself; nothing else in memstream imports a framework, and this
package's `__init__` imports none (so `import memstream.integrations` costs nothing).
"""
