import type { APIRequestContext } from '@playwright/test'

interface ManifestShared {
  name: string
  assets: { js: { sync: string[]; async: string[] } }
}

interface Manifest {
  metaData: { publicPath: string }
  shared: ManifestShared[]
}

/** container name → its mf-manifest.json URL, the shell's own included. */
async function manifestUrls(request: APIRequestContext, baseURL: string): Promise<Record<string, string>> {
  const remotes = (await (await request.get(`${baseURL}/remotes.json`)).json()) as Record<string, string>
  return { shell: '/mf-manifest.json', ...remotes }
}

/**
 * For every shared package, the containers whose copy of it the page downloaded, read from the
 * federation manifests (which list each container's chunks per shared package).
 */
export async function sharedCopiesDownloaded(
  request: APIRequestContext,
  baseURL: string,
  downloadedUrls: Set<string>,
): Promise<Map<string, string[]>> {
  const copies = new Map<string, string[]>()
  for (const [container, manifestPath] of Object.entries(await manifestUrls(request, baseURL))) {
    const manifestUrl = new URL(manifestPath, baseURL)
    const manifest = (await (await request.get(manifestUrl.toString())).json()) as Manifest
    const publicPath =
      manifest.metaData.publicPath === 'auto'
        ? new URL('.', manifestUrl).toString()
        : new URL(manifest.metaData.publicPath, baseURL).toString()
    // A container's copy of a package came when every chunk the manifest lists for it did. One of those chunks
    // may hold other packages too (the shell's start is one chunk), so a single chunk says nothing alone.
    for (const shared of manifest.shared) {
      const urls = [...shared.assets.js.sync, ...shared.assets.js.async].map((asset) =>
        new URL(asset, publicPath).toString(),
      )
      if (urls.length === 0 || !urls.every((url) => downloadedUrls.has(url))) continue
      const containers = copies.get(shared.name) ?? []
      if (!containers.includes(container)) copies.set(shared.name, [...containers, container])
    }
  }
  return copies
}
