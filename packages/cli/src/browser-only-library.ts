// In the command line's build, this stands in for a library that only browser-only operations use
// (vite.config.ts names them): the command line never runs those, so it does not carry them.
const refuse = (): never => {
  throw new Error('This library is left out of the command line: its operation runs in the browser only.');
};

export default new Proxy({}, { get: refuse });
