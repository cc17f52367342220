/**
 * Compiles smart_contracts/ with puya-ts into artifacts/ and generates the typed client.
 *
 * puya-ts normally downloads its puya backend from GitHub. Where that is out of reach, the
 * backend comes from PyPI (puyapy, at the version puya-ts targets) on a private Python >= 3.12:
 * scripts/puya/ensure-puya.sh installs it into a cache outside the repository.
 */
import { execFileSync, spawnSync } from 'node:child_process'
import { existsSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { dirname, join, resolve } from 'node:path'
import { fileURLToPath } from 'node:url'

const root = resolve(dirname(fileURLToPath(import.meta.url)), '..')
const artifacts = join(root, 'artifacts')
const bin = (name: string) => join(root, 'node_modules', '.bin', name)

function fail(message: string): never {
  console.error(`build:contracts: ${message}`)
  process.exit(1)
}

function run(command: string, args: string[]): void {
  const result = spawnSync(command, args, { cwd: root, stdio: 'inherit' })
  if (result.status !== 0) fail(`${command} ${args.join(' ')} exited with ${result.status ?? result.signal}`)
}

/** The puya version puya-ts was built against, from `puya-ts --version` ("Targets: puya X"). */
function targetedPuyaVersion(): string {
  const out = execFileSync(bin('puya-ts'), ['--version'], { cwd: root, encoding: 'utf8' })
  const match = /puya (\d+\.\d+\.\d+)/.exec(out.split('Targets:')[1] ?? '')
  if (!match) fail(`could not read the targeted puya version from: ${out}`)
  return match[1]
}

function localPuyaPath(version: string): string | undefined {
  const result = spawnSync('bash', [join(root, 'scripts/puya/ensure-puya.sh'), version], {
    cwd: root,
    encoding: 'utf8',
    stdio: ['ignore', 'pipe', 'inherit'],
  })
  const path = result.stdout.trim()
  return result.status === 0 && path ? path : undefined
}

const version = targetedPuyaVersion()
const puyaPath = localPuyaPath(version)
if (!puyaPath) {
  console.warn(
    `build:contracts: no local puya ${version}; letting puya-ts download it. If that fails, install ` +
      `Python >= 3.12 and 'pip install puyapy==${version}', or set PUYA_PATH to a puya ${version} binary.`,
  )
}

/** The contract the web app calls: the one that gets a minimal client and a structs file of its own. */
const WEB_APP_CONTRACT = 'DynaQr'
/** The struct the /resolve page decodes: an event's box. */
const RESOLVER_STRUCT = 'EventRecord'

type StructTable = Record<string, { name: string; type: string }[]>

/** `name` and every struct its fields nest, as a table of their own. */
function structsNestedIn(structs: StructTable, name: string, table: StructTable = {}): StructTable {
  table[name] = structs[name]
  for (const field of structs[name]) {
    if (field.type in structs && !(field.type in table)) structsNestedIn(structs, field.type, table)
  }
  return table
}

rmSync(join(artifacts, 'dynaqr'), { recursive: true, force: true })
run(bin('puya-ts'), [
  'smart_contracts',
  '--out-dir',
  artifacts,
  '--output-source-map',
  // An app's program holds at most 8 KB, and checking every argument's encoding at every method's
  // entry took about a tenth of it. The contract validates what it stores as it came (tiers,
  // settings, keys, commitments: validateEncoding); the rest it decodes as it reads them (a string's
  // bytes, a flag's bit, a number), so a malformed header cannot change what it stores or checks.
  '--no-validate-abi-args',
  ...(puyaPath ? ['--puya-path', puyaPath] : []),
])

// puya-ts exits 0 even when it could not fetch its backend; no output is the sign of that.
if (!existsSync(join(artifacts, 'dynaqr'))) {
  fail(
    `puya-ts wrote nothing to artifacts/dynaqr (see its messages above). Install Python >= 3.12 and 'pip install puyapy==${version}', or set PUYA_PATH to a puya ${version} binary.`,
  )
}
for (const spec of readdirSync(join(artifacts, 'dynaqr')).filter((f) => f.endsWith('.arc56.json'))) {
  const name = spec.replace('.arc56.json', '')
  run(bin('algokitgen'), [
    'generate',
    '-a',
    join(artifacts, 'dynaqr', spec),
    '-o',
    join(artifacts, 'dynaqr', `${name}Client.ts`),
  ])
  // The web app calls the DynaQr app alone (the attendance tokens app only through it).
  if (name !== WEB_APP_CONTRACT) continue
  // The web app only calls the deployed app: the minimal client leaves out the factory and the
  // programs' source and bytecode the full one embeds (the scripts and tests deploy with the full one).
  run(bin('algokitgen'), [
    'generate',
    '-a',
    join(artifacts, 'dynaqr', spec),
    '-o',
    join(artifacts, 'dynaqr', `${name}MinimalClient.ts`),
    '-m',
    'minimal',
  ])
  // The struct definitions alone, for the web app's box decoding: importing them from the full
  // ARC-56 file would ship its method list and source map with every page. The /resolve page
  // decodes only the event's record: it has a file of that struct and those it nests.
  const { structs } = JSON.parse(readFileSync(join(artifacts, 'dynaqr', spec), 'utf8')) as { structs: StructTable }
  writeFileSync(join(artifacts, 'dynaqr', `${name}.structs.json`), `${JSON.stringify(structs, null, 2)}\n`)
  const eventRecord = structsNestedIn(structs, RESOLVER_STRUCT)
  writeFileSync(join(artifacts, 'dynaqr', `${name}.event-record.json`), `${JSON.stringify(eventRecord, null, 2)}\n`)
}
console.log('build:contracts: artifacts/dynaqr is up to date')
