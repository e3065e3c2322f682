import { chromium } from '@playwright/test'
import { signInAsPupil, startProduct, waitForHealth } from './product'
const port = 8383
const baseURL = `http://localhost:${port}`
const mobile = process.argv.includes('--mobile')
const server = startProduct(String(port))
try {
  await waitForHealth(baseURL)
  const browser = await chromium.launch({ executablePath: '/usr/bin/chromium' })
  const ctx0 = await browser.newContext({ baseURL }); const p0 = await ctx0.newPage(); await p0.goto('/'); await signInAsPupil(p0)
  const storage = await ctx0.storageState(); await ctx0.close()
  for (let run = 0; run < 2; run++) {
    const context = await browser.newContext({ baseURL, storageState: storage })
    await context.addInitScript(`window.__lcp=[];new PerformanceObserver((l)=>{for(const e of l.getEntries())window.__lcp.push([Math.round(e.startTime),e.element?e.element.tagName+'.'+(e.element.textContent||'').slice(0,40):'',e.size])}).observe({type:'largest-contentful-paint',buffered:true})`)
    const page = await context.newPage()
    if (mobile) { const cdp = await context.newCDPSession(page); await cdp.send('Network.enable'); await cdp.send('Network.emulateNetworkConditions', { offline: false, latency: 150, downloadThroughput: 1.6*1024*1024/8, uploadThroughput: 750*1024/8 }); await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 }) }
    if (run === 1) await browser.startTracing(page, { path: '/tmp/prof/trace.json', categories: ['devtools.timeline', 'v8.execute', 'disabled-by-default-devtools.timeline', 'blink.user_timing', 'loading'] })
    await page.goto('/'); await page.waitForLoadState('networkidle'); await page.waitForTimeout(500)
    if (run === 1) await browser.stopTracing()
    const out = await page.evaluate(() => ({ lcp: (window as any).__lcp, res: performance.getEntriesByType('resource').map((e: any) => [Math.round(e.startTime), Math.round(e.responseEnd), e.name.replace(location.origin, '').slice(0, 60)]) }))
    if (run === 1) { console.log('LCP', JSON.stringify(out.lcp)); for (const r of out.res) console.log(r.join('\t')) }
    await context.close()
  }
  await browser.close()
} finally { server.kill() }
