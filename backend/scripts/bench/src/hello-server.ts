/**
 * The yardstick of bench-counters: a bare Express application answering the same JSON as the
 * counters call, with nothing else (no session, no logging, no headers). PORT from the environment.
 */
import express from 'express';

const app = express();
app.disable('x-powered-by');
app.post('/fr/api/user/notifications/count', (_req, res) => {
  res.json({ total_messages: 0, total_notifs_unread: 0, total_in_cart: 0 });
});
app.get('/fr/api/health', (_req, res) => {
  res.json({ status: 'ok' });
});
app.listen(Number(process.env.PORT), process.env.HOST ?? '127.0.0.1');
