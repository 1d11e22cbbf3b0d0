import { execFileSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { runTask } from '../../src/run/run-task.ts';
import { makeFixture } from '../support/run-fixture.ts';
import { startModelServer, type ModelServer } from '../support/model-server.ts';
import { startWebServer, type WebServer } from '../support/web-server.ts';
import { KEY } from '../model/helpers.ts';

// Real Chromium in each run: slow to start on 2 cores, so generous timeouts (no timing asserts).
const SLOW = 180_000;
let model: ModelServer;
let web: WebServer;
beforeAll(async () => {
  model = await startModelServer();
  web = await startWebServer();
});
afterAll(async () => {
  await model.close();
  await web.close();
});

/** A mode the task declares: the only way a run gets the browser group. */
const WEB_MODE = {
  slug: 'web',
  name: 'Web',
  roleDefinition: 'You check web pages.',
  groups: ['read', 'edit', 'browser'],
};

/** Chromium processes this test process started that are still running. */
function chromiumChildren(): string[] {
  const out = execFileSync('ps', ['-eo', 'pid=,ppid=,args='], { encoding: 'utf8' });
  const mine = new Set([String(process.pid)]);
  const rows = out
    .trim()
    .split('\n')
    .map((l) => l.trim().split(/\s+/));
  // Descendants, however deep (Chromium forks zygotes and renderers).
  for (let grew = true; grew;) {
    grew = false;
    for (const [pid, ppid] of rows) {
      if (pid && ppid && mine.has(ppid) && !mine.has(pid)) {
        mine.add(pid);
        grew = true;
      }
    }
  }
  return rows
    .filter(([pid, , cmd]) => pid && mine.has(pid) && /chrom/i.test(cmd ?? ''))
    .map((r) => r.join(' '));
}

const cases = [
  { provider: 'anthropic', name: 'claude-haiku-4-5', keyVar: 'ANTHROPIC_API_KEY', url: () => model.url },
  { provider: 'openai', name: 'gpt-4.1-mini', keyVar: 'OPENAI_API_KEY', url: () => model.openaiUrl },
] as const;

describe.each(cases)('browser_action in a whole run on $provider', ({ provider, name, keyVar, url }) => {
  it(
    'sends the screenshot as an image, records it, links it, and closes the browser at the end',
    async () => {
      model.reset();
      model.reply(
        {
          toolCalls: [
            { id: 'b1', name: 'browser_action', args: { action: 'launch', url: `${web.origin}/` } },
          ],
        },
        {
          toolCalls: [{ id: 'b2', name: 'browser_action', args: { action: 'click', coordinate: '150,80' } }],
        },
        {
          toolCalls: [
            { id: 'b3', name: 'browser_action', args: { action: 'launch', url: 'http://evil.test/' } },
            { id: 'w1', name: 'write_to_file', args: { path: 'notes.md', content: 'the button works\n' } },
          ],
        },
        // Completes with the browser still open: the run must close it.
        { toolCalls: [{ id: 'c1', name: 'attempt_completion', args: { result: 'Checked the page.' } }] },
      );
      const fx = makeFixture({
        files: { 'README.md': 'site\n' },
        task: {
          mode: 'web',
          modes: [WEB_MODE],
          model: { provider, name, base_url: url(), api_key_env: keyVar },
          policy: 'builtin:standard',
        },
      });
      const env = { PATH: process.env.PATH ?? '', HOME: process.env.HOME ?? '', [keyVar]: KEY };
      const result = await runTask({ taskFile: fx.taskFile, env });
      expect(result.status, result.detail).toBe('completed');

      // The model got the launch screenshot as an image: the PNG file's own bytes.
      const shot = path.join(result.outDir, 'screenshots/001-launch.png');
      expect(existsSync(shot)).toBe(true);
      const base64 = readFileSync(shot).toString('base64');
      const second = model.requests[1]!;
      if (provider === 'anthropic') {
        const blocks = JSON.stringify(second.body.messages);
        expect(blocks).toContain(
          JSON.stringify({
            type: 'image',
            source: { type: 'base64', media_type: 'image/png', data: base64 },
          }),
        );
      } else {
        expect(second.raw).toContain(
          JSON.stringify({ type: 'image_url', image_url: { url: `data:image/png;base64,${base64}` } }),
        );
      }
      expect(model.requests[2]!.raw).toContain('button clicked');
      // Nothing of the key reaches the browser's pages or the log.
      expect(readFileSync(result.auditLog, 'utf8')).not.toContain(KEY);

      const events = fx.events(result.auditLog);
      const types = events.map((e) => e.type);
      // The outside URL was denied by the policy before the browser saw it.
      expect(events.find((e) => e.type === 'tool.decision' && e.call_id === 'b3')).toMatchObject({
        resolved: 'deny',
        rule: 'browser.default',
      });
      expect(events.filter((e) => e.type === 'browser.screenshot')).toMatchObject([
        { call_id: 'b1', path: 'screenshots/001-launch.png', url: `${web.origin}/` },
        { call_id: 'b2', path: 'screenshots/002-click.png' },
      ]);
      // The log holds the image as its file, not its bytes.
      expect(readFileSync(result.auditLog, 'utf8')).not.toContain(base64.slice(0, 200));
      const closed = events.find((e) => e.type === 'browser.closed');
      expect(closed).toMatchObject({ reason: 'run_end' });
      expect(types.indexOf('browser.closed')).toBeLessThan(types.indexOf('run.finished'));
      expect(chromiumChildren()).toEqual([]);

      // Linked in the summary (job summary) and the pull request body.
      expect(result.summaryMarkdown).toContain('[`screenshots/001-launch.png`](screenshots/001-launch.png)');
      const prFile = path.join(result.outDir, 'pr.md');
      expect(readFileSync(prFile, 'utf8')).toContain(
        '- [screenshots/002-click.png](screenshots/002-click.png)',
      );
    },
    SLOW,
  );
});

describe('the browser ends with the run however it ends', () => {
  it(
    'closes Chromium when the run fails after a launch (the script runs out)',
    async () => {
      const fx = makeFixture({
        task: { mode: 'web', modes: [WEB_MODE] },
        script: [
          { tool_calls: [{ name: 'browser_action', args: { action: 'launch', url: `${web.origin}/` } }] },
        ],
      });
      const result = await runTask({
        taskFile: fx.taskFile,
        env: { PATH: process.env.PATH ?? '' },
        pr: false,
      });
      expect(result.exitReason).toBe('script_exhausted');
      expect(fx.events(result.auditLog).find((e) => e.type === 'browser.closed')).toMatchObject({
        reason: 'run_end',
      });
      expect(chromiumChildren()).toEqual([]);
    },
    SLOW,
  );

  it(
    'closes Chromium when the run is cancelled while the browser is open',
    async () => {
      const cancel = new AbortController();
      let whileOpen = 0;
      const fx = makeFixture({
        task: { mode: 'web', modes: [WEB_MODE] },
        script: [
          { tool_calls: [{ name: 'browser_action', args: { action: 'launch', url: `${web.origin}/` } }] },
          { tool_calls: [{ name: 'browser_action', args: { action: 'screenshot' } }] },
        ],
      });
      const result = await runTask({
        taskFile: fx.taskFile,
        env: { PATH: process.env.PATH ?? '' },
        pr: false,
        signal: cancel.signal,
        onEvent: (_line, type) => {
          if (type !== 'browser.screenshot') return;
          whileOpen = chromiumChildren().length; // the check below sees a running browser
          cancel.abort();
        },
      });
      expect(result.status).toBe('cancelled');
      expect(whileOpen).toBeGreaterThan(0);
      expect(fx.events(result.auditLog).some((e) => e.type === 'browser.closed')).toBe(true);
      expect(chromiumChildren()).toEqual([]);
    },
    SLOW,
  );

  it('is not offered in a built-in mode, nor by a repository .roomodes', async () => {
    const fx = makeFixture({
      files: {
        '.roomodes':
          'customModes:\n  - slug: web\n    name: Web\n    roleDefinition: r\n    groups: [read, browser]\n',
      },
      task: { mode: 'web' },
      script: [
        { tool_calls: [{ name: 'browser_action', args: { action: 'launch', url: `${web.origin}/` } }] },
      ],
    });
    const result = await runTask({ taskFile: fx.taskFile, env: { PATH: process.env.PATH ?? '' }, pr: false });
    const events = fx.events(result.auditLog);
    expect(events.find((e) => e.type === 'model.request')?.tools).not.toContain('browser_action');
    expect(events.find((e) => e.type === 'tool.rejected')).toMatchObject({ stage: 'mode' });
    expect(events.some((e) => e.type === 'browser.screenshot')).toBe(false);
  });
});
