/**
 * One request at a time per client connection. Node's HTTP server hands over every request a
 * client pipelines at once (a thousand in one write), and each would get its own lookup and
 * upstream connection at once, past the proxy's bound on client connections: so each waits until
 * the connection's earlier ones are answered, and a connection with more than `limit` unanswered
 * is refused.
 */
export function createRequestQueue(limit: number) {
  const queues = new WeakMap<object, { tail: Promise<void>; unanswered: number }>();
  return {
    /**
     * Resolves when the requests `connection` sent before this one are answered; `answered`
     * settles when this one is. Undefined when `limit` requests are unanswered already.
     */
    enter(connection: object, answered: Promise<void>): Promise<void> | undefined {
      let q = queues.get(connection);
      if (!q) queues.set(connection, (q = { tail: Promise.resolve(), unanswered: 0 }));
      if (q.unanswered >= limit) return undefined;
      const queue = q;
      queue.unanswered++;
      const turn = queue.tail;
      queue.tail = turn
        .then(() => answered)
        .finally(() => {
          queue.unanswered--;
        });
      return turn;
    },
  };
}
