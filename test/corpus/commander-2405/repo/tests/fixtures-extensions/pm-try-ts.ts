console.log('found .ts');
