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
    // A chunk listed under several packages (a common dependency) says nothing about which one came.
    const owners = new Map<string, string[]>()
    for (const shared of manifest.shared) {
      for (const asset of [...shared.assets.js.sync, ...shared.assets.js.async]) {
        const url = new URL(asset, publicPath).toString()
        owners.set(url, [...(owners.get(url) ?? []), shared.name])
      }
    }
    for (const [url, names] of owners) {
      if (names.length !== 1 || !downloadedUrls.has(url)) continue
      const name = names[0] as string
      const containers = copies.get(name) ?? []
      if (!containers.includes(container)) copies.set(name, [...containers, container])
    }
  }
  return copies
}
