// Browser APIs antd relies on that jsdom does not implement.
window.matchMedia ??= (query) => ({
  matches: false,
  media: query,
  onchange: null,
  addListener: () => {},
  removeListener: () => {},
  addEventListener: () => {},
  removeEventListener: () => {},
  dispatchEvent: () => false,
});

window.ResizeObserver ??= class ResizeObserver {
  observe() {}
  unobserve() {}
  disconnect() {}
};

// antd measures scroll bars through getComputedStyle with a pseudo-element, which jsdom rejects.
const computedStyle = window.getComputedStyle.bind(window);
window.getComputedStyle = (element) => computedStyle(element);

// react-router encodes with TextEncoder, which jsdom leaves out.
const { TextEncoder, TextDecoder } = require('node:util');
globalThis.TextEncoder ??= TextEncoder;
globalThis.TextDecoder ??= TextDecoder;

// antd's form store batches watchers on a MessageChannel macrotask.
if (typeof globalThis.MessageChannel === 'undefined') {
  const { MessageChannel } = require('node:worker_threads');
  globalThis.MessageChannel = MessageChannel;
}
