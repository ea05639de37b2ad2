// Preloaded into the CLI by its test: any server socket (a loopback catalogue) fails the run.
import net from 'node:net';

net.Server.prototype.listen = function listen() {
  throw new Error('the CLI opened a server socket');
};
