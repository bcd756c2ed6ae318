// package metadata file for Meteor.js

Package.describe({
  name: 'underscorestring:underscore.string',
  summary: 'underscore.string (official): String manipulation extensions for Underscore.js javascript library.',
  version: '3.0.3',
  git: 'https://github.com/epeli/underscore.string.git',
  documentation: 'README.markdown'
});

Package.onUse(function (api) {
  api.versionsFrom('METEOR@1.0');
  api.addFiles('dist/underscore.string.js');
});
