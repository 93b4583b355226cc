// CI needs the real MariaDB and Redis: fail loudly, never skip, when either is unreachable.
import net from 'node:net';

const probe = (name, host, port) =>
  new Promise((resolve) => {
    const socket = net.connect({ host, port, timeout: 3000 });
    socket.once('connect', () => {
      socket.end();
      resolve(true);
    });
    const fail = () => {
      console.error(`ci: ${name} injoignable sur ${host}:${port}`);
      socket.destroy();
      resolve(false);
    };
    socket.once('timeout', fail);
    socket.once('error', fail);
  });

const ok = (await probe('MariaDB', '127.0.0.1', 3306)) & (await probe('Redis', '127.0.0.1', 6379));
process.exit(ok ? 0 : 1);
