// Writes data/common-passwords.txt: passwords of 8+ characters that people pick most often,
// built from well-known base words, keyboard walks, digit runs and the usual decorations
// (a capital first letter, years, "123", "!"). Sign-up refuses every entry (case-insensitive).
// Run: node tools/generate-common-passwords.mjs
import { writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

const words = `password passw0rd p@ssword p@ssw0rd letmein welcome admin administrator iloveyou
monkey dragon football baseball basketball soccer hockey sunshine princess shadow master
qwerty azerty qwertz abc abcd abcdef trustno1 superman batman spiderman starwars pokemon
michael jennifer jordan michelle daniel charlie andrew thomas jessica ashley hunter killer
freedom whatever computer internet secret login access flower summer winter autumn spring
cheese coffee chocolate cookie banana orange purple yellow silver golden diamond
loveyou lovely love123 iloveu mustang ferrari porsche harley corvette mercedes
matrix ninja samurai pirate wizard hello hello123 welcome1 changeme default guest
test tester testing user username root toor system server manager office company
london paris berlin madrid newyork chicago boston dallas america england germany france
pass pass123 mypass mypassword yourpassword newpassword oldpassword temp temppass
liverpool arsenal chelsea united barcelona realmadrid juventus milan yankees cowboys
angel angels baby babygirl sweetie honey sugar darling buster tigger ginger pepper
maggie bailey lucky happy smile family friends forever blessed jesus heaven
aviation airplane aircraft airbus boeing pilot captain rocket space spacex nasa apollo
galaxy planet jupiter saturn mercury venus mars moonlight starlight skywalker
falcon eagle phoenix thunder lightning storm hurricane tornado dolphin tiger lion
zaq1zaq1 1q2w3e4r 1qaz2wsx qazwsx qweasd asdfgh zxcvbn asdf qwer zxcv
letmein! welcome! password! admin! iloveyou!`
  .split(/\s+/)
  .filter(Boolean);

const suffixes = [
  '',
  '1',
  '12',
  '123',
  '1234',
  '12345',
  '123456',
  '!',
  '1!',
  '123!',
  '01',
  '007',
  '69',
  '99',
  '00',
  '11',
  '22',
  '@123',
  '#1',
  '$',
];
const years = [];
for (let year = 1980; year <= 2030; year++) years.push(String(year));

const walks = [
  'qwertyuiop',
  'qwertyui',
  'asdfghjkl',
  'asdfghjk',
  'zxcvbnm1',
  'qwerty123',
  'qwerty12',
  '1q2w3e4r5t',
  '1qaz2wsx3edc',
  'q1w2e3r4',
  'q1w2e3r4t5',
  'qazwsxedc',
  'zaq12wsx',
  '!qaz2wsx',
  'qweasdzxc',
  'asdfasdf',
  'qwerqwer',
  'zxcvzxcv',
  'abcd1234',
  'abc12345',
  'a1b2c3d4',
  'aa123456',
  'aaaaaaaa',
  'abcdefgh',
  'abcdefg1',
  'password1234',
];

const out = new Set();
const add = (p) => {
  if (p.length >= 8 && p.length <= 64) out.add(p.toLowerCase());
};

for (const word of words) for (const suffix of suffixes) add(word + suffix);
// Years only on the most common words: those come first in the list above.
for (const word of words.slice(0, 40)) for (const year of years) add(word + year);
for (const walk of walks) {
  add(walk);
  for (const suffix of suffixes.slice(0, 12)) add(walk + suffix);
}
// Digit runs, repeats and dates people use as passwords.
for (let n = 8; n <= 12; n++) {
  add('1234567890'.repeat(2).slice(0, n));
  add('0987654321'.repeat(2).slice(0, n));
  for (let d = 0; d <= 9; d++) add(String(d).repeat(n));
}
for (const pair of ['12', '123', '1234', '12345', 'ab', 'abc', 'a1', 'qw']) add(pair.repeat(8));
for (let year = 1950; year <= 2030; year++)
  for (const day of ['0101', '1231', '0704', '1225']) {
    add(day + year);
    add(year + day);
  }

const file = fileURLToPath(new URL('../data/common-passwords.txt', import.meta.url));
writeFileSync(file, [...out].sort().join('\n') + '\n');
console.log(`${out.size} common passwords written to ${file}`);
