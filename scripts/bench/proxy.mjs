// The deployment's proxy in front of the bench server: nginx terminating TLS and speaking HTTP/2
// to the browser, as in docs/deploying.md's "A Node host behind nginx" (upstream keep-alive included). The
// certificate is a throwaway self-signed one for 127.0.0.1; Lighthouse's Chrome is told to accept it.
import { execFileSync, spawn, spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { request } from 'node:https';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { freePort } from './server.mjs';

/** Debian's nginx (what scripts/ensure-system.sh bench installs; /usr/sbin is not on every PATH), or one on the PATH. */
function nginxBinary() {
  if (existsSync('/usr/sbin/nginx')) return '/usr/sbin/nginx';
  try {
    return execFileSync('sh', ['-c', 'command -v nginx'], { encoding: 'utf8' }).trim() || null;
  } catch {
    return null;
  }
}

export function nginxConfig({ dir, port, upstreamPort }) {
  return `worker_processes 1;
daemon off;
pid ${dir}/nginx.pid;
error_log ${dir}/error.log warn;
events { worker_connections 512; }
http {
  access_log off;
  client_body_temp_path ${dir}/body;
  proxy_temp_path ${dir}/proxy;
  fastcgi_temp_path ${dir}/fastcgi;
  uwsgi_temp_path ${dir}/uwsgi;
  scgi_temp_path ${dir}/scgi;
  upstream gyeol { server 127.0.0.1:${upstreamPort}; keepalive 16; }
  server {
    listen 127.0.0.1:${port} ssl http2;
    ssl_certificate ${dir}/cert.pem;
    ssl_certificate_key ${dir}/key.pem;
    location / {
      proxy_pass http://gyeol;
      proxy_http_version 1.1;
      proxy_set_header Connection "";
      proxy_set_header Host $host;
      proxy_set_header X-Forwarded-Host $host;
      proxy_set_header X-Forwarded-Proto $scheme;
      proxy_set_header X-Forwarded-For $proxy_add_x_forwarded_for;
      proxy_set_header X-Real-IP $remote_addr;
    }
  }
}
`;
}

function answers(base) {
  return new Promise((resolve) => {
    const req = request(`${base}/`, { rejectUnauthorized: false, method: 'HEAD' }, (res) => {
      res.resume();
      resolve(res.statusCode < 500);
    });
    req.on('error', () => resolve(false));
    req.end();
  });
}

/** nginx on a free loopback port, proxying to the app on upstreamPort; null when nginx is not installed. */
export async function startProxy(upstreamPort) {
  const nginx = nginxBinary();
  if (!nginx) return null;
  const dir = mkdtempSync(join(tmpdir(), 'gyeol-nginx-'));
  execFileSync('openssl', ['req', '-x509', '-newkey', 'rsa:2048', '-nodes', '-days', '2', '-subj', '/CN=127.0.0.1', '-addext', 'subjectAltName=IP:127.0.0.1', '-keyout', join(dir, 'key.pem'), '-out', join(dir, 'cert.pem')], { stdio: 'ignore' });
  const port = await freePort();
  writeFileSync(join(dir, 'nginx.conf'), nginxConfig({ dir, port, upstreamPort }));
  const child = spawn(nginx, ['-c', join(dir, 'nginx.conf'), '-p', dir, '-e', join(dir, 'error.log')], { stdio: ['ignore', 'pipe', 'pipe'] });
  let log = '';
  child.stdout.on('data', (d) => (log += d));
  child.stderr.on('data', (d) => (log += d));
  const base = `https://127.0.0.1:${port}`;
  const deadline = Date.now() + 20_000;
  // SIGQUIT: the master stops its worker before it exits (killed outright, it would orphan the worker)
  const stop = async () => {
    if (child.exitCode === null) {
      child.kill('SIGQUIT');
      await new Promise((r) => child.once('exit', r));
    }
    rmSync(dir, { recursive: true, force: true });
  };
  while (!(await answers(base))) {
    if (child.exitCode !== null || Date.now() > deadline) {
      await stop();
      throw new Error(`nginx did not answer at ${base}:\n${log}`);
    }
    await new Promise((r) => setTimeout(r, 100));
  }
  return { base, version: spawnSync(nginx, ['-v'], { encoding: 'utf8' }).stderr.trim().replace(/^nginx version: /, ''), stop };
}
