import type { NextFunction, Request, Response } from 'express';

/**
 * Issue 9 item 2, the last line: a response not begun within `ms` is answered with `answer` (the
 * four-language 503 page) whatever is still waiting on the backend; what the late handler writes afterwards
 * is dropped. Each backend call has its own, shorter deadline (and a stale answer), so this rarely fires.
 */
export function pageDeadline(ms: number, answer: (req: Request, res: Response) => void) {
  return (req: Request, res: Response, next: NextFunction) => {
    const timer = setTimeout(() => {
      if (res.headersSent || res.writableEnded) return;
      answer(req, res);
      // The handler still running will try to answer too: its writes go nowhere.
      const ignore = function (this: Response) {
        return this;
      };
      res.setHeader = ignore as unknown as Response['setHeader'];
      res.writeHead = ignore as unknown as Response['writeHead'];
      res.write = (() => true) as unknown as Response['write'];
      res.end = ignore as unknown as Response['end'];
    }, ms);
    timer.unref();
    res.once('close', () => clearTimeout(timer));
    res.once('finish', () => clearTimeout(timer));
    next();
  };
}
