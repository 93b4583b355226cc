const { createConfig } = require('../webpack.common.cjs');

module.exports = createConfig({
  name: 'backoffice',
  dir: __dirname,
  exposes: { './organisation': './src/organisation/OrganisationSection.tsx' },
});
