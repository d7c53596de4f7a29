import { serveLatest } from '../../lib/worker/serve-latest';
import type { ComposeRequest } from './compose-options';
import { convertDockerRunToCompose } from './docker-run-to-docker-compose-converter';

// composerize (≈1.9 MB) lives in this worker only: the page never loads or parses it.
serveLatest<ComposeRequest, ReturnType<typeof convertDockerRunToCompose>>(({ command, options }) =>
  convertDockerRunToCompose(command, options),
);
