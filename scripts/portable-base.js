// The base path a build is made with, replaced by the real one when the site is placed (by
// scripts/place-site.js, or deploy/start.sh in the Docker image, which spells it out too: keep
// them equal). Letters no URL of the app holds, so every occurrence is the base path.
export const portableBasePath = '/__it_tools_base_path__/';
