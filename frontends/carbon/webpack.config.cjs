const { createConfig } = require('../webpack.common.cjs');

module.exports = createConfig({
  name: 'carbon',
  dir: __dirname,
  exposes: {
    './impact': './src/impact/ImpactSection.tsx',
    './dashboard': './src/dashboard/DashboardSection.tsx',
    './library': './src/library/LibrarySection.tsx',
  },
});
