// Reads a PBN file with the npm `pbn` parser (richardschneider/pbn) and prints its speed as
// "npm-pbn <bytes> <seconds> <games> <peakRssKiB> <cpuSeconds>". bench_pbn runs it; NODE_PATH must point at a
// node_modules holding `pbn` (npm install pbn into a temporary directory; never commit it).
'use strict';
const fs = require('fs');
const pbn = require('pbn');

const file = process.argv[2];
const bytes = fs.statSync(file).size;
const start = process.hrtime.bigint();
const cpuStart = process.cpuUsage();
let games = 0;
fs.createReadStream(file)
    .pipe(pbn())
    .on('data', data => {
        if (data.type === 'game')
            ++games;
    })
    .on('error', err => {
        process.stderr.write(err.message + '\n');
        process.exit(1);
    })
    .on('end', () => {
        const seconds = Number(process.hrtime.bigint() - start) / 1e9;
        const cpu = process.cpuUsage(cpuStart);
        const cpuSeconds = (cpu.user + cpu.system) / 1e6;
        const rss = Math.round(process.resourceUsage().maxRSS);
        console.log(`npm-pbn ${bytes} ${seconds} ${games} ${rss} ${cpuSeconds}`);
    });
