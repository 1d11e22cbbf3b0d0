import { execFileSync } from 'node:child_process';
import type { BenchRow } from './types.ts';

// Where `npm run test:container` (scripts/test-container.sh) keeps its podman storage and image.
const DIR = process.env.NS_PODMAN_DIR ?? '/var/tmp/ns-podman';
const IMAGE = process.env.NS_IMAGE ?? 'localhost/nightshift:test';
const TARGET_MB = 300;

/** The container image's size, from the image `npm run test:container` built (not rebuilt here). */
export function run(): Promise<BenchRow[]> {
  const podman = (...args: string[]) =>
    execFileSync('podman', ['--root', `${DIR}/storage`, '--runroot', `${DIR}/run`, ...args], {
      encoding: 'utf8',
      stdio: ['ignore', 'pipe', 'pipe'],
    }).trim();
  let bytes: number;
  try {
    bytes = Number(podman('image', 'inspect', '--format', '{{.Size}}', IMAGE));
  } catch (err) {
    const why =
      (err as NodeJS.ErrnoException).code === 'ENOENT' ? 'podman is not installed' : `no image ${IMAGE}`;
    throw new Error(`${why}: run \`npm run test:container\` first`, { cause: err });
  }
  if (!Number.isFinite(bytes) || bytes <= 0) throw new Error(`podman reported no size for ${IMAGE}`);
  const mb = bytes / 1e6;
  // Sizes, not times: the median and p95 columns hold MB for this row.
  return Promise.resolve([
    {
      name: `image size MB (${IMAGE})`,
      median: mb,
      p95: mb,
      target: `< ${TARGET_MB} MB`,
      pass: mb < TARGET_MB,
    },
  ]);
}
