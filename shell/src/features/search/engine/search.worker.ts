import { type CatalogueIndex, createCatalogueIndex, searchCatalogue } from './search-index';
import type { WorkerRequest, WorkerResponse } from './worker-protocol';

// The search worker (issue 24): builds the index from the catalogue's documents and answers
// queries, so neither the index's build nor a query runs on the page's main thread.

const scope = self as unknown as {
  onmessage: ((event: MessageEvent<WorkerRequest>) => void) | null;
  postMessage: (message: WorkerResponse) => void;
};

let index: CatalogueIndex | null = null;
let version = 0;

scope.onmessage = ({ data }) => {
  switch (data.type) {
    case 'reset':
      version = data.version;
      index = createCatalogueIndex([]);
      return;
    case 'add':
      if (data.version === version) index?.addAll(data.documents);
      return;
    case 'seal':
      if (data.version === version) scope.postMessage({ type: 'ready', version });
      return;
    default:
      scope.postMessage({ type: 'results', id: data.id, hits: index ? searchCatalogue(index, data.text) : [] });
  }
};
