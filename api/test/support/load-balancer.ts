import { spawn, type ChildProcess } from 'node:child_process'
import fs from 'node:fs'
import net from 'node:net'
import os from 'node:os'
import path from 'node:path'
import { setTimeout as sleep } from 'node:timers/promises'
import { apiRoot } from './api-process'

/** The nginx configuration the README shows, with placeholders for the addresses. */
export const LOAD_BALANCER_CONF = path.resolve(apiRoot, '..', 'deploy', 'nginx', 'grile-load-balancer.conf')
/** Where Debian's nginx package puts the binary (npm test installs it: scripts/test.mjs). */
export const NGINX = '/usr/sbin/nginx'

const START_TIMEOUT_MS = 10_000

/** One line of the access log (log_format upstreams). */
export interface AccessLogEntry {
  request: string
  status: number
  /** The instances tried, in order: one address, or several when a failed call was passed on. */
  upstreams: string[]
}

export interface LoadBalancer {
  url: string
  /** The access log so far. */
  accessLog: () => AccessLogEntry[]
  /** What nginx printed and its error log, for failure messages. */
  output: () => string
  stop: () => Promise<void>
}

export interface LoadBalancerOptions {
  listenPort: number
  /** host:port of the two API instances. */
  instances: [string, string]
}

function exited(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return Promise.resolve()
  return new Promise((resolve) => child.once('exit', () => resolve()))
}

function accepts(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const socket = net.connect(port, '127.0.0.1')
    socket.once('connect', () => {
      socket.end()
      resolve(true)
    })
    socket.once('error', () => resolve(false))
  })
}

const ACCESS_LINE = /"(?<request>[^"]*)" (?<status>\d{3}) upstream=(?<upstreams>.*) upstream_status=/

function parseAccessLog(text: string): AccessLogEntry[] {
  return text
    .split('\n')
    .map((line) => ACCESS_LINE.exec(line)?.groups)
    .filter((groups) => groups !== undefined)
    .map((groups) => ({
      request: groups.request!,
      status: Number(groups.status),
      // "A, B" for a call passed on; " : " separates the groups of an internal redirect (none here).
      upstreams: groups.upstreams!.split(/, | : /).filter((address) => address !== '-'),
    }))
}

/** The committed configuration with this run's addresses filled in. */
export function loadBalancerConf({ listenPort, instances }: LoadBalancerOptions): string {
  return fs
    .readFileSync(LOAD_BALANCER_CONF, 'utf8')
    .replaceAll('__LISTEN__', `127.0.0.1:${listenPort}`)
    .replaceAll('__API_A__', instances[0])
    .replaceAll('__API_B__', instances[1])
}

/**
 * Starts nginx in the foreground from a temporary prefix folder (its pid, logs and temporary files there),
 * with the committed load-balancer configuration, and waits until it accepts connections.
 */
export async function startLoadBalancer(options: LoadBalancerOptions): Promise<LoadBalancer> {
  if (!fs.existsSync(NGINX)) {
    throw new Error(
      `nginx is not installed (${NGINX}): npm test installs it (scripts/test.mjs), or apt-get install nginx`,
    )
  }
  const prefix = fs.mkdtempSync(path.join(os.tmpdir(), 'grile-nginx-'))
  // Workers run as the default user (nobody) when the master is root: they must reach the prefix folder.
  fs.chmodSync(prefix, 0o755)
  for (const folder of ['logs', 'temp']) fs.mkdirSync(path.join(prefix, folder))
  const conf = path.join(prefix, 'nginx.conf')
  fs.writeFileSync(conf, loadBalancerConf(options))

  const child = spawn(NGINX, ['-p', `${prefix}/`, '-e', 'logs/error.log', '-c', conf, '-g', 'daemon off;'], {
    stdio: ['ignore', 'pipe', 'pipe'],
  })
  let printed = ''
  child.stdout.on('data', (chunk: Buffer) => (printed += chunk.toString()))
  child.stderr.on('data', (chunk: Buffer) => (printed += chunk.toString()))
  const read = (file: string) => (fs.existsSync(file) ? fs.readFileSync(file, 'utf8') : '')
  const output = () => `${printed}${read(path.join(prefix, 'logs', 'error.log'))}`
  const running = () => child.exitCode === null && child.signalCode === null

  const stop = async () => {
    if (running()) child.kill('SIGTERM')
    await exited(child)
    fs.rmSync(prefix, { recursive: true, force: true })
  }

  const deadline = Date.now() + START_TIMEOUT_MS
  while (!(await accepts(options.listenPort))) {
    if (!running() || Date.now() > deadline) {
      const message = `nginx did not start (exit ${child.exitCode ?? child.signalCode}):\n${output()}`
      await stop()
      throw new Error(message)
    }
    await sleep(50)
  }
  return {
    url: `http://127.0.0.1:${options.listenPort}`,
    accessLog: () => parseAccessLog(read(path.join(prefix, 'logs', 'access.log'))),
    output,
    stop,
  }
}
