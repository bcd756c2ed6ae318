console.log('found .mjs');
