# Runs a command as a child subreaper (Linux prctl PR_SET_CHILD_SUBREAPER), so that processes the
# command leaves behind — detached, double-forked, a watchdog started with setsid — are reparented
# here and waited for too; then writes the CPU (user + system) of the whole tree, the command's
# wall time (to its own exit) and the largest RSS of any process in it, as JSON, to the file given
# first. Node cannot wait for processes other than its own children: hence this helper.
import ctypes
import json
import os
import resource
import sys
import time

PR_SET_CHILD_SUBREAPER = 36

report, command = sys.argv[1], sys.argv[2:]
libc = ctypes.CDLL(None, use_errno=True)
if libc.prctl(PR_SET_CHILD_SUBREAPER, 1, 0, 0, 0) != 0:
    raise OSError(ctypes.get_errno(), "prctl(PR_SET_CHILD_SUBREAPER)")
start = time.monotonic()
pid = os.fork()
if pid == 0:
    os.execvp(command[0], command)
code, wall = None, None
while True:
    try:
        child, status, _ = os.wait4(-1, 0)
    except ChildProcessError:
        break
    if child == pid:
        code, wall = os.waitstatus_to_exitcode(status), time.monotonic() - start
usage = resource.getrusage(resource.RUSAGE_CHILDREN)
with open(report, "w") as f:
    json.dump(
        {
            "code": code,
            "cpu_ms": (usage.ru_utime + usage.ru_stime) * 1000,
            "wall_ms": wall * 1000,
            "tree_ms": (time.monotonic() - start) * 1000,
            "rss_mb": usage.ru_maxrss / 1024,
        },
        f,
    )
