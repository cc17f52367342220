/**
 * npm start — everything a newcomer needs: LocalNet (reused or native), deploy, seed, then the
 * web app's dev server.
 */
import { spawn, spawnSync } from 'node:child_process'
import { dirname, resolve } from 'node:path'
import { fileURLToPath } from 'node:url'

const root = resolve(dirname(fileURLToPath(import.meta.url)), '..')

function step(title: string, command: string, args: string[]): void {
  console.log(`\n▶ ${title}`)
  const result = spawnSync(command, args, { cwd: root, stdio: 'inherit' })
  if (result.status !== 0) {
    console.error(`npm start: "${title}" failed (${command} ${args.join(' ')}); see the messages above.`)
    process.exit(result.status ?? 1)
  }
}

step('LocalNet', 'bash', ['scripts/localnet/localnet.sh', 'start'])
step('Deploy DynaQR', 'npm', ['run', '--silent', 'deploy'])
step('Seed demo data', 'npm', ['run', '--silent', 'seed'])
console.log('\n▶ Web app on http://localhost:5173 (Ctrl+C to stop)')
spawn('npm', ['run', '--silent', 'dev'], { cwd: root, stdio: 'inherit' }).on('exit', (code) => process.exit(code ?? 0))
