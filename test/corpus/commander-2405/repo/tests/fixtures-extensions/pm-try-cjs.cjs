console.log('found .cjs');
