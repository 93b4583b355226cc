// antd writes thousands of CSS rules into the page, and jsdom's getComputedStyle (which Testing Library calls
// for every element it looks at) walks them all. Only the rules that hide something matter to tests, so the
// style tags receive just those: the same elements stay hidden, and queries run several times faster.
const dynamicCSS = require('../node_modules/@rc-component/util/lib/Dom/dynamicCSS.js');

const HIDES = /display:\s*none|visibility:\s*hidden/;

/** The top-level `selector{…}` rules of a minified style sheet that hide what they match. */
function hidingRules(css) {
  const kept = [];
  let depth = 0;
  let start = 0;
  for (let i = 0; i < css.length; i++) {
    const c = css[i];
    if (c === '{') depth++;
    else if (c === '}') {
      depth--;
      if (depth === 0) {
        const rule = css.slice(start, i + 1);
        // At-rules (media queries, keyframes, layers) are left out: jsdom matches no media and runs no animation.
        if (!rule.trimStart().startsWith('@') && HIDES.test(rule)) kept.push(rule);
        start = i + 1;
      }
    }
  }
  return kept.join('');
}

module.exports = {
  ...dynamicCSS,
  updateCSS: (css, key, option) => dynamicCSS.updateCSS(hidingRules(css), key, option),
  injectCSS: (css, option) => dynamicCSS.injectCSS(hidingRules(css), option),
};
