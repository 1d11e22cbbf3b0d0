import * as z from '../zod.ts';
import type { ActionOutcome, BrowserSession } from '../browser/session.ts';
import { defineTool, type ToolResult } from './types.ts';

const ACTIONS = [
  'launch',
  'click',
  'hover',
  'type',
  'scroll_down',
  'scroll_up',
  'resize',
  'screenshot',
  'close',
] as const;
const PAIR = /^\s*(\d{1,5})\s*,\s*(\d{1,5})\s*$/;
const MAX_SIZE = 4096;

/** Which parameter each action needs (as in Roo Code's browser_action). */
const NEEDS: Partial<Record<(typeof ACTIONS)[number], 'url' | 'coordinate' | 'text' | 'size'>> = {
  launch: 'url',
  click: 'coordinate',
  hover: 'coordinate',
  type: 'text',
  resize: 'size',
};

const params = z
  .strictObject({
    action: z.enum(ACTIONS).describe('What to do; start with launch, end with close.'),
    url: z.string().optional().describe('For launch: the URL to open, e.g. http://localhost:3000.'),
    coordinate: z
      .string()
      .regex(PAIR, 'expected "x,y" in pixels, e.g. "450,300"')
      .optional()
      .describe('For click and hover: "x,y" in pixels within the viewport, from the latest screenshot.'),
    size: z
      .string()
      .regex(PAIR, 'expected "width,height" in pixels, e.g. "1280,800"')
      .optional()
      .describe('For resize: "width,height" in pixels.'),
    text: z.string().optional().describe('For type: the text to type into the focused element.'),
  })
  .superRefine((args, ctx) => {
    const needed = NEEDS[args.action];
    if (needed && args[needed] === undefined)
      ctx.addIssue({ code: 'custom', path: [needed], message: `action "${args.action}" needs ${needed}` });
  });

type Args = z.infer<typeof params>;

function pair(text: string): [number, number] {
  const m = PAIR.exec(text);
  return [Number(m?.[1]), Number(m?.[2])];
}

/** Roo Code's browser_action, driving Chromium through src/browser/session.ts. */
export const browserActionTool = defineTool({
  name: 'browser_action',
  group: 'browser',
  description:
    'Drive a headless Chromium to check a web page, one action per call. Every action but close returns a screenshot of the page and the console output since the previous action. Start with launch (url), end with close. click and hover take coordinate "x,y" from the latest screenshot (aim at the centre of the element); type types text into the focused element; scroll_down and scroll_up move one page; resize takes size "width,height"; screenshot only looks. The viewport starts at 900x600. The policy allows only some hosts (loopback by default): requests elsewhere are blocked and recorded. A server the page needs must already be running.',
  params,
  access: ({ action, url }) => [
    { kind: 'browser', ...(action === 'launch' && url !== undefined ? { url } : {}) },
  ],
  async execute(args, ctx): Promise<ToolResult> {
    const browser = ctx.browser;
    if (!browser) return { ok: false, output: 'No browser is available in this run.' };
    try {
      if (args.action === 'close') {
        const closed = await browser.close('action');
        return withEvents(browser, {
          ok: true,
          output: closed ? 'The browser is closed.' : 'The browser was not open.',
        });
      }
      const outcome = await act(browser, args, ctx.signal);
      return withEvents(browser, {
        ok: true,
        output: describe(args, outcome),
        ...(outcome.screenshot ? { images: [outcome.screenshot] } : {}),
      });
    } catch (err) {
      return withEvents(browser, {
        ok: false,
        output: `browser_action ${args.action} failed: ${(err as Error).message}`,
      });
    }
  },
});

function act(browser: BrowserSession, args: Args, signal: AbortSignal): Promise<ActionOutcome> {
  switch (args.action) {
    case 'launch':
      return browser.launch(args.url ?? '', signal);
    case 'click':
    case 'hover': {
      const [x, y] = pair(args.coordinate ?? '');
      return args.action === 'click' ? browser.click(x, y, signal) : browser.hover(x, y, signal);
    }
    case 'type':
      return browser.type(args.text ?? '', signal);
    case 'scroll_down':
    case 'scroll_up':
      return browser.scroll(args.action === 'scroll_down' ? 'down' : 'up', signal);
    case 'resize': {
      const [width, height] = pair(args.size ?? '');
      if (width < 1 || height < 1 || width > MAX_SIZE || height > MAX_SIZE)
        throw new Error(`size must be between 1,1 and ${MAX_SIZE},${MAX_SIZE}`);
      return browser.resize({ width, height }, signal);
    }
    default:
      return browser.screenshot(signal);
  }
}

function describe(args: Args, outcome: ActionOutcome): string {
  const lines = [`Page: ${outcome.url}`];
  if (outcome.screenshot) lines.push(`Screenshot: ${outcome.screenshot.path} (attached)`);
  lines.push(outcome.logs.length ? `Console:\n${outcome.logs.join('\n')}` : 'Console: (nothing new)');
  return `${args.action} done.\n${lines.join('\n')}`;
}

const withEvents = (browser: BrowserSession, result: ToolResult): ToolResult => {
  const events = browser.takeEvents();
  return events.length ? { ...result, events } : result;
};
