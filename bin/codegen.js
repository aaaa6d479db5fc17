#!/usr/bin/env node
'use strict';
/**
 * `npm run codegen`: regenerates the generated sources (engine/generated/, api/graphql/generated/) from schemas/.
 * `node bin/codegen.js --check`: writes nothing, exits 1 if a generated file is out of date (for CI).
 */
const fs = require('fs');
const path = require('path');
const { generateTypes, REPO_ROOT } = require('../codegen/generate.js');

async function main(argv) {
  const check = argv.includes('--check');
  const outputs = await generateTypes();
  let stale = 0;
  for (const [file, content] of Object.entries(outputs)) {
    const target = path.join(REPO_ROOT, file);
    const current = fs.existsSync(target) ? fs.readFileSync(target, 'utf8') : null;
    if (current === content) {
      console.log(`${file}: up to date`);
    } else if (check) {
      stale += 1;
      console.error(`${file}: out of date, run npm run codegen`);
    } else {
      fs.mkdirSync(path.dirname(target), { recursive: true });
      fs.writeFileSync(target, content);
      console.log(`${file}: written`);
    }
  }
  return stale === 0 ? 0 : 1;
}

main(process.argv.slice(2)).then(
  (code) => process.exit(code),
  (err) => {
    console.error(err instanceof Error ? err.stack : err);
    process.exit(2);
  },
);
