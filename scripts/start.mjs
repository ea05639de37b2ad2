// `npm start`: the web adapter is not built yet (see README "Status"). Say so plainly instead of failing.
console.log('The web site is not built yet: the domain core and its tests are (run `npm test`).');
console.log('Once the web adapter lands, `npm start` serves the site on PORT (default 3000).');
