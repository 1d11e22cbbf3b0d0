/**
 * A seccomp filter (classic BPF, as bubblewrap's `--seccomp FD` takes it) that refuses the
 * kernel's key management calls: `add_key`, `request_key` and `keyctl` fail with ENOSYS, as on a
 * kernel without keyrings. A process inherits its parent's session keyring, and neither a user
 * namespace nor bubblewrap's `--new-session` (a new terminal session, setsid) gives it a new one:
 * whatever nightshift's own session keyring holds (a login's Kerberos tickets, keys a tool
 * stored there) a command could read, and what a command added there would stay for the next one.
 *
 * The numbers are those of the ABIs a process on this machine can call the kernel with (x86-64
 * also takes i386 and x32 calls; arm64 takes arm's). On another architecture there is no filter
 * (undefined): commands there reach the session keyring, which docs/sandbox.md says.
 */

/** `AUDIT_ARCH_*` and the key calls' numbers in that ABI. */
const KEY_CALLS: Record<string, { arch: number; calls: number[] }[]> = {
  x64: [
    // x86-64, and x32 (the same numbers with __X32_SYSCALL_BIT)
    { arch: 0xc000003e, calls: [248, 249, 250, 0x400000f8, 0x400000f9, 0x400000fa] },
    { arch: 0x40000003, calls: [286, 287, 288] }, // i386
  ],
  arm64: [
    { arch: 0xc00000b7, calls: [217, 218, 219] },
    { arch: 0x40000028, calls: [309, 310, 311] }, // arm (compat)
  ],
};

const BPF_LD_W_ABS = 0x20;
const BPF_JEQ_K = 0x15;
const BPF_RET_K = 0x06;
const SECCOMP_RET_ALLOW = 0x7fff0000;
const SECCOMP_RET_ERRNO = 0x00050000;
const ENOSYS = 38;
/** Offsets in struct seccomp_data. */
const NR = 0;
const ARCH = 4;

type Instruction = [code: number, jt: number, jf: number, k: number];

/** The filter for `arch` (process.arch), as bytes of struct sock_filter; undefined where none is known. */
export function keyringFilter(arch: string = process.arch): Buffer | undefined {
  const abis = KEY_CALLS[arch];
  if (!abis) return undefined;
  // Per ABI: [arch?] then its calls; a call jumps to the final deny, anything else to allow.
  // Built backwards so that each jump's distance is known.
  const deny: Instruction = [BPF_RET_K, 0, 0, SECCOMP_RET_ERRNO | ENOSYS];
  const allow: Instruction = [BPF_RET_K, 0, 0, SECCOMP_RET_ALLOW];
  let tail: Instruction[] = [allow, deny];
  for (const abi of [...abis].reverse()) {
    const block: Instruction[] = [];
    const size = 3 + abi.calls.length + 1; // ld arch, jeq arch, ld nr, one jeq per call, ret allow
    const afterBlock = tail.length - 2; // instructions of later blocks before allow
    // ld arch; if not this arch, go to the next block (skip the rest of this one).
    block.push([BPF_LD_W_ABS, 0, 0, ARCH]);
    block.push([BPF_JEQ_K, 0, size - 2, abi.arch]);
    block.push([BPF_LD_W_ABS, 0, 0, NR]);
    abi.calls.forEach((call, i) => {
      // From instruction i of the calls to deny: the rest of the calls, this block's allow, the later blocks, allow.
      const toDeny = abi.calls.length - i - 1 + 1 + afterBlock + 1;
      block.push([BPF_JEQ_K, toDeny, 0, call]);
    });
    block.push(allow);
    tail = [...block, ...tail];
  }
  const out = Buffer.alloc(tail.length * 8);
  tail.forEach(([code, jt, jf, k], i) => {
    out.writeUInt16LE(code, i * 8);
    out.writeUInt8(jt, i * 8 + 2);
    out.writeUInt8(jf, i * 8 + 3);
    out.writeUInt32LE(k >>> 0, i * 8 + 4);
  });
  return out;
}
