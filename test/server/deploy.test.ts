import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { Deployment } from 'kubernetes-models/apps/v1/Deployment';
import { Service } from 'kubernetes-models/v1/Service';
import { describe, expect, test } from 'vitest';
import { parseAllDocuments } from 'yaml';
import { createApp } from '../../src/server/app.ts';
import { cliInMemory } from '../helpers/cli-in-memory.ts';

/**
 * The Kubernetes example of docs/deploy.md, checked offline: each YAML document against the
 * Kubernetes object schemas (the kubernetes-models package: the Kubernetes OpenAPI definitions
 * compiled to validators; types, required fields, formats), then against the server itself: the
 * container's arguments are options `shipmove serve` accepts, and the probes ask routes the
 * server answers.
 */
const doc = readFileSync(join(import.meta.dirname, '..', '..', 'docs', 'deploy.md'), 'utf8');
const blocks = [...doc.matchAll(/```yaml\n([\s\S]*?)```/g)].map((m) => m[1]!);
const objects = blocks.flatMap((text) => parseAllDocuments(text).map((document) => {
  expect(document.errors).toEqual([]);
  return document.toJS() as Record<string, unknown>;
}));

interface Probe { httpGet: { path: string; port: string | number } }
interface ContainerLike { args: string[]; ports: { name: string; containerPort: number }[]; readinessProbe: Probe; livenessProbe: Probe; startupProbe: Probe }

describe('the Kubernetes example (docs/deploy.md)', () => {
  test('has one Deployment and one Service', () => {
    expect(objects.map((o) => `${String(o['apiVersion'])} ${String(o['kind'])}`)).toEqual(['apps/v1 Deployment', 'v1 Service']);
  });

  test('each object is valid against the Kubernetes schemas', () => {
    expect(() => new Deployment(objects[0] as never).validate()).not.toThrow();
    expect(() => new Service(objects[1] as never).validate()).not.toThrow();
  });

  test('the schema check can fail: a wrong type, a missing required field, a bad port', () => {
    const deployment = structuredClone(objects[0]) as { spec: { replicas: unknown; template: { spec: { containers: Record<string, unknown>[] } } } };
    deployment.spec.replicas = 'three';
    expect(() => new Deployment(deployment as never).validate()).toThrow(/replicas must be integer/);
    const nameless = structuredClone(objects[0]) as typeof deployment;
    delete nameless.spec.template.spec.containers[0]!['name'];
    expect(() => new Deployment(nameless as never).validate()).toThrow(/must have required property name/);
    const service = structuredClone(objects[1]) as { spec: { ports: Record<string, unknown>[] } };
    service.spec.ports[0]!['port'] = 'eighty';
    expect(() => new Service(service as never).validate()).toThrow(/port must be integer/);
  });

  test('the selector matches the pod labels, and the Service selects the pods', () => {
    const deployment = objects[0] as { spec: { selector: { matchLabels: Record<string, string> }; template: { metadata: { labels: Record<string, string> } } } };
    const service = objects[1] as { spec: { selector: Record<string, string> } };
    expect(deployment.spec.template.metadata.labels).toMatchObject(deployment.spec.selector.matchLabels);
    expect(deployment.spec.template.metadata.labels).toMatchObject(service.spec.selector);
  });

  test('the container arguments are `shipmove serve` options, and the probes ask /ready and /health on the named port', async () => {
    const container = (objects[0] as { spec: { template: { spec: { containers: ContainerLike[] } } } }).spec.template.spec.containers[0]!;
    expect(container.args.slice(0, 3)).toEqual(['node', 'dist/cli/main.js', 'serve']);
    let seen: unknown;
    const run = await cliInMemory(container.args.slice(2), {}, '', { serve: (options) => {
      seen = options;
      return Promise.resolve();
    } });
    expect(run.code).toBe(0);
    expect(seen).toEqual({ port: 8080, host: '0.0.0.0', workers: 2, deadlineMs: 2500, writeTimeoutMs: 10000, answerBudgetMb: 256 });
    expect(container.ports).toEqual([{ name: 'http', containerPort: 8080, protocol: 'TCP' }]);
    expect(container.readinessProbe.httpGet).toEqual({ path: '/ready', port: 'http' });
    expect(container.startupProbe.httpGet).toEqual({ path: '/ready', port: 'http' });
    expect(container.livenessProbe.httpGet).toEqual({ path: '/health', port: 'http' });
    const app = createApp({ page: null });
    expect((await app.request('/ready')).status).toBe(200);
    expect((await app.request('/health')).status).toBe(200);
  });
});
