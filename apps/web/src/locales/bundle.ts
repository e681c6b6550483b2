type Tree = Record<string, unknown>;

/**
 * The web namespace of one language: `locales/<language>.json` with each area's strings,
 * `locales/areas/<area>/<language>.json`, merged under the key `<area>` (`t('admin.resources.title')`), so that
 * areas grow without touching one shared file.
 */
export function withAreas(base: Tree, areaFiles: Record<string, Tree>): Tree {
  const merged: Tree = { ...base };
  for (const [path, tree] of Object.entries(areaFiles)) {
    const area = /\/areas\/([^/]+)\/[a-z]+\.json$/.exec(path)?.[1];
    if (area) {
      merged[area] = tree;
    }
  }
  return merged;
}
