import { serveLatest } from '../../lib/worker/serve-latest';
import { loadBrowserJq } from './jq-browser';
import { answerQuery, jqLoader, type QueryAnswer, type QueryRequest } from './json-query';

const loadJq = jqLoader(loadBrowserJq);

serveLatest<QueryRequest, QueryAnswer>((request) => answerQuery(request, loadJq));
