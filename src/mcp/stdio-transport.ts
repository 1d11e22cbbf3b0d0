import type { ChildProcess } from 'node:child_process';
import { once } from 'node:events';
import { existsSync, realpathSync } from 'node:fs';
import path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { deserializeMessage, serializeMessage } from '@modelcontextprotocol/sdk/shared/stdio.js';
import type { Transport } from '@modelcontextprotocol/sdk/shared/transport.js';
import type { JSONRPCMessage } from '@modelcontextprotocol/sdk/types.js';
import type { Redactor } from '../audit/redact.ts';
import type { Sandbox } from '../sandbox/sandbox.ts';
import { openRedactedMirror, type RedactedMirror } from '../tools/command/redacted-log.ts';
import { LineReader } from './line-reader.ts';
import { MAX_MESSAGE_BYTES } from './message-size.ts';

/** Messages written to a server's stdin that it has not read, past which it is shut down. */
const MAX_UNREAD_MESSAGES = 10_000;
/** How often a server's stderr is copied to its log (and its size checked). */
const STDERR_COPY_MS = 250;

export interface StdioServerParams {
  command: string;
  args: string[];
  env: Record<string, string>;
  cwd: string;
  /** File the server's stderr is appended to, with secrets masked. */
  stderrFile: string;
  redactor?: Redactor | undefined;
  /** How long each shutdown step (stdin closed, then SIGTERM) waits before the next one. */
  graceMs: number;
  /** Past this size of the stderr file the server is killed, as a command flooding its output is. */
  maxStderrBytes: number;
  /** The server starts in it, in a process group of its own. */
  sandbox: Sandbox;
}

/**
 * MCP over a child's stdin/stdout, like the SDK's StdioClientTransport, but the server runs in its
 * own process group so close() can take down the whole tree: `npx pkg` or a shell wrapper leaves
 * the real server as a grandchild that killing the direct child would orphan.
 */
export class ProcessGroupStdioTransport implements Transport {
  onclose?: () => void;
  onerror?: (error: Error) => void;
  onmessage?: (message: JSONRPCMessage) => void;

  readonly #params: StdioServerParams;
  readonly #lines = new LineReader(MAX_MESSAGE_BYTES);
  #child: ChildProcess | undefined;
  #exited: Promise<unknown> = Promise.resolve();
  #closing: Promise<void> | undefined;
  #stderr: RedactedMirror | undefined;
  /** Ends what the sandbox started for the server (Sandbox.spawn). */
  #reap: (() => Promise<void>) | undefined;
  /** Messages written to the server's stdin that it has not taken yet. */
  #unwritten = 0;
  /** How the process ended, for error messages ("exited with code 3"); the first cause wins. */
  exitDescription: string | undefined;

  constructor(params: StdioServerParams) {
    this.#params = params;
  }

  get pid(): number | undefined {
    return this.#child?.pid;
  }

  start(): Promise<void> {
    const p = this.#params;
    // The server (and what it starts) writes to a private scratch file; the log in the out dir,
    // which may be uploaded as an artifact, is its copy with secrets masked (as commands' logs are).
    const stderr = openRedactedMirror(p.stderrFile, p.redactor, {
      append: true,
      intervalMs: STDERR_COPY_MS,
      maxBytes: p.maxStderrBytes,
      onLimit: () => this.#stderrFlooded(),
    });
    let child: ChildProcess;
    try {
      ({ child, reap: this.#reap } = p.sandbox.spawn([p.command, ...p.args], {
        cwd: p.cwd,
        env: p.env,
        stdio: ['pipe', 'pipe', stderr.fd],
        readOnly: programTrees([p.command, ...p.args], p.cwd),
      }));
    } catch (err) {
      stderr.seal();
      throw err;
    }
    this.#child = child;
    this.#stderr = stderr;
    this.#exited = once(child, 'exit').catch(() => undefined);
    child.on('exit', (code, signal) => {
      this.exitDescription ??= signal ? `killed by ${signal}` : `exited with code ${code}`;
    });
    child.on('close', () => {
      // Its stdout closed too: whatever it (or a helper it started) wrote is in the log.
      stderr.seal();
      this.onclose?.();
    });
    child.on('error', (err) => this.onerror?.(err));
    // EPIPE when the server died before reading our request: reported, never thrown.
    child.stdin?.on('error', (err) => this.onerror?.(err));
    child.stdout?.on('error', (err) => this.onerror?.(err));
    child.stdout?.on('data', (chunk: Buffer) => this.#receive(chunk));
    return new Promise((resolve, reject) => {
      child.once('spawn', () => resolve());
      child.once('error', reject);
    });
  }

  /** A server flooding its stderr would fill the disk for as long as the run lasts: it goes at once. */
  #stderrFlooded(): void {
    this.#shutDown(
      `its stderr log passed ${this.#params.maxStderrBytes} bytes (limits.max_command_output_bytes)`,
    );
  }

  /** Kills the server's whole group at once, saying why (the first cause wins). */
  #shutDown(why: string): void {
    const pid = this.#child?.pid;
    if (pid === undefined) return;
    this.exitDescription ??= `was shut down: ${why}`;
    signalGroup(-pid, 'SIGKILL');
    void this.close();
  }

  #receive(chunk: Buffer): void {
    let lines: string[];
    try {
      lines = this.#lines.push(chunk);
    } catch (err) {
      // An endless line: the stream cannot be resynchronized.
      this.exitDescription ??= `was shut down: it sent ${(err as Error).message}`;
      this.onerror?.(err as Error);
      void this.close();
      return;
    }
    for (const line of lines) {
      let message: JSONRPCMessage;
      try {
        message = deserializeMessage(line);
      } catch (err) {
        // Not JSON-RPC (a stray log line): skip it; a pending call still ends by its timeout.
        this.onerror?.(new Error(`invalid message from server: ${(err as Error).message}`));
        continue;
      }
      this.onmessage?.(message);
    }
  }

  send(message: JSONRPCMessage): Promise<void> {
    const stdin = this.#child?.stdin;
    if (!stdin?.writable || this.#closing)
      return Promise.reject(new Error(`server process ${this.exitDescription ?? 'is not running'}`));
    // What the server has not read waits in memory: a server sending requests (pings) as fast as
    // it can and never reading the answers would have them pile up there for the whole run.
    // Each waiting message costs more than its bytes: both are bounded.
    if (stdin.writableLength > MAX_MESSAGE_BYTES || this.#unwritten >= MAX_UNREAD_MESSAGES) {
      this.#shutDown(
        `it did not read its stdin (${this.#unwritten} messages, ${stdin.writableLength} bytes written to it were waiting; the limits are ${MAX_UNREAD_MESSAGES} and ${MAX_MESSAGE_BYTES})`,
      );
      return Promise.reject(new Error(`server process ${this.exitDescription}`));
    }
    this.#unwritten++;
    return new Promise((resolve, reject) => {
      stdin.write(serializeMessage(message), (err) => {
        this.#unwritten--;
        if (err) reject(err);
        else resolve();
      });
    });
  }

  /** Closes stdin, then SIGTERM, then SIGKILL to the process group, each after a grace period. */
  close(): Promise<void> {
    this.#closing ??= this.#shutdown();
    return this.#closing;
  }

  async #shutdown(): Promise<void> {
    try {
      await this.#stopGroup();
      // What the server started outside its group (a helper it setsid'd), as a command's end does:
      // its sandbox's PID namespace, or the processes marked for it.
      await this.#reap?.();
    } finally {
      this.#stderr?.seal();
    }
  }

  async #stopGroup(): Promise<void> {
    const child = this.#child;
    if (!child?.pid) return;
    const group = -child.pid;
    child.stdin?.end();
    await Promise.race([this.#exited, sleep(this.#params.graceMs)]);
    // Even when the server exited on EOF, helpers it started may still run in its group.
    if (!signalGroup(group, 'SIGTERM')) return;
    const deadline = Date.now() + this.#params.graceMs;
    while (Date.now() < deadline) {
      await sleep(25);
      if (!signalGroup(group, 0)) return;
    }
    signalGroup(group, 'SIGKILL');
    await this.#exited;
  }
}

/**
 * Host directories a server named by absolute path needs to read: the task chose to run that
 * program, so the sandbox shows the package tree it lives in (the outermost node_modules above it,
 * where its dependencies are), or else its directory. Paths inside the cwd are visible anyway.
 */
function programTrees(argv: string[], cwd: string): string[] {
  const trees = new Set<string>();
  for (const arg of argv) {
    if (!path.isAbsolute(arg) || arg.startsWith(`${cwd}/`) || !existsSync(arg)) continue;
    const real = realpathSync(arg);
    const at = real.indexOf('/node_modules/');
    trees.add(at === -1 ? path.dirname(real) : real.slice(0, at + '/node_modules'.length));
  }
  return [...trees];
}

/** Sends a signal to a process group; false when none of its processes is left (or reachable). */
function signalGroup(group: number, signal: NodeJS.Signals | 0): boolean {
  try {
    process.kill(group, signal);
    return true;
  } catch {
    return false;
  }
}
