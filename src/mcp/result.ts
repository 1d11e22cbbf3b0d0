import type { CallToolResult, ContentBlock, ReadResourceResult } from '@modelcontextprotocol/sdk/types.js';
import { MAX_TOOL_OUTPUT_BYTES, truncateHeadTail } from '../tools/truncate.ts';
import type { ToolResult } from '../tools/types.ts';

type ResourceContents = ReadResourceResult['contents'][number];

/** Bytes of a base64 payload, without decoding it. */
const base64Bytes = (data: string) => Buffer.byteLength(data, 'base64');

/** Embedded or read resource: text inline; binary as metadata only (the model cannot use the bytes). */
function resourceText(r: ResourceContents): string {
  const head = `[resource ${r.uri}${r.mimeType ? ` (${r.mimeType})` : ''}]`;
  if ('text' in r) return `${head}\n${r.text}`;
  return `${head} binary, ${base64Bytes(r.blob)} bytes`;
}

function blockText(block: ContentBlock): string {
  switch (block.type) {
    case 'text':
      return block.text;
    case 'image':
    case 'audio':
      return `[${block.type}: ${block.mimeType}, ${base64Bytes(block.data)} bytes]`;
    case 'resource_link':
      return `[resource link: ${block.name} <${block.uri}>${block.mimeType ? ` (${block.mimeType})` : ''}${block.description ? ` ${block.description}` : ''}]`;
    case 'resource':
      return resourceText(block.resource);
  }
}

/**
 * Structured content as JSON, when no text block carries the result: servers are asked to mirror
 * it in text, and some (server-filesystem) render it in text their own way; both would double it.
 */
function structuredText(result: CallToolResult): string | undefined {
  if (result.structuredContent === undefined || result.content.some((b) => b.type === 'text'))
    return undefined;
  return `Structured content:\n${JSON.stringify(result.structuredContent, null, 2)}`;
}

/**
 * The text as the model gets it: secrets masked, then cut to MAX_TOOL_OUTPUT_BYTES (head and tail
 * kept). Masking first: a cut through a secret would leave its head or tail, which no later
 * redaction recognises, and a server choosing the offsets would get all of it out in two calls.
 */
const limit = (text: string, redact: (text: string) => string) =>
  truncateHeadTail(redact(text), MAX_TOOL_OUTPUT_BYTES, 'MCP output truncated').text;

/** For a caller with no secrets to mask. */
const unchanged = (text: string) => text;

/** A tools/call result as the model sees it; `isError` results are failed calls. */
export function callResultToTool(result: CallToolResult, redact = unchanged): ToolResult {
  const parts = result.content.map(blockText);
  const structured = structuredText(result);
  if (structured) parts.push(structured);
  const text = parts.join('\n\n') || '(the tool returned no content)';
  return { ok: result.isError !== true, output: limit(text, redact) };
}

/** A resources/read result as the model sees it. */
export function readResultToTool(result: ReadResourceResult, redact = unchanged): ToolResult {
  const text = result.contents.map(resourceText).join('\n\n') || '(the resource is empty)';
  return { ok: true, output: limit(text, redact) };
}
