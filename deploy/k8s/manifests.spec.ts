import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { Cluster } from '@kubernetes-models/cloudnative-pg/postgresql.cnpg.io/v1/Cluster';
import { Deployment } from 'kubernetes-models/apps/v1/Deployment';
import { StatefulSet } from 'kubernetes-models/apps/v1/StatefulSet';
import { HorizontalPodAutoscaler } from 'kubernetes-models/autoscaling/v2/HorizontalPodAutoscaler';
import { Job } from 'kubernetes-models/batch/v1/Job';
import { Ingress } from 'kubernetes-models/networking.k8s.io/v1/Ingress';
import { PodDisruptionBudget } from 'kubernetes-models/policy/v1/PodDisruptionBudget';
import { ConfigMap } from 'kubernetes-models/v1/ConfigMap';
import { Namespace } from 'kubernetes-models/v1/Namespace';
import { PersistentVolumeClaim } from 'kubernetes-models/v1/PersistentVolumeClaim';
import { Secret } from 'kubernetes-models/v1/Secret';
import { Service } from 'kubernetes-models/v1/Service';
import { ServiceAccount } from 'kubernetes-models/v1/ServiceAccount';
import { parseAllDocuments } from 'yaml';
import { SITE_SEED } from '@amoretto/shared/db';
import { loadPhotoStoreSettings } from '@amoretto/shared/node';
// A file of its own, without imports: the overlays' URLs are read as the apps read them.
import { parseRedisUrl } from '../../shared/src/node/redis-url';

// The Kubernetes overlays (deploy/k8s) as a cluster would get them: rendered by kubectl's
// kustomize, every object checked against the schema of its API version (kubernetes-models,
// generated from the Kubernetes and CloudNativePG OpenAPI schemas), then held to the rules the
// README promises: no root, read-only root file systems, no capabilities, probes and resources
// on every app, every site's host on the ingresses, every required setting provided.

interface K8sObject {
  apiVersion: string;
  kind: string;
  metadata: { name: string; namespace?: string };
  [key: string]: unknown;
}

type Validating = new (data: never) => { validate(): void };
const MODELS: Record<string, Validating> = {
  'apps/v1/Deployment': Deployment,
  'apps/v1/StatefulSet': StatefulSet,
  'autoscaling/v2/HorizontalPodAutoscaler': HorizontalPodAutoscaler,
  'batch/v1/Job': Job,
  'networking.k8s.io/v1/Ingress': Ingress,
  'policy/v1/PodDisruptionBudget': PodDisruptionBudget,
  'v1/ConfigMap': ConfigMap,
  'v1/Namespace': Namespace,
  'v1/PersistentVolumeClaim': PersistentVolumeClaim,
  'v1/Secret': Secret,
  'v1/Service': Service,
  'v1/ServiceAccount': ServiceAccount,
  'postgresql.cnpg.io/v1/Cluster': Cluster,
};

/** What the apps refuse to start without in production (their config classes, docs/ports.md). */
const REQUIRED_SETTINGS = [
  'DATABASE_URL',
  'REDIS_URL',
  'SMTP_URL',
  'MAIL_FROM',
  'PUBLIC_URL',
  'VAPID_PUBLIC_KEY',
  'VAPID_PRIVATE_KEY',
  'VAPID_SUBJECT',
  'MAIL_TOKEN_SECRET',
];

const k8sDir = __dirname;
const OVERLAYS = ['dev', 'production'] as const;

function render(overlay: string): K8sObject[] {
  const yaml = execFileSync('kubectl', ['kustomize', join(k8sDir, 'overlays', overlay)], { encoding: 'utf8' });
  return parseAllDocuments(yaml).map((doc) => {
    const object = doc.toJS() as K8sObject;
    // kustomize folds long base64 values over lines; the API server's decoder skips the line
    // breaks, the schema's "byte" format does not.
    if (object.kind === 'Secret' && object.data) {
      object.data = Object.fromEntries(Object.entries(object.data as Record<string, string>).map(([k, v]) => [k, v.replace(/\n/g, '')]));
    }
    return object;
  });
}

interface PodSpec {
  automountServiceAccountToken?: boolean;
  serviceAccountName?: string;
  securityContext?: { runAsNonRoot?: boolean; seccompProfile?: { type: string } };
  containers: Array<{
    name: string;
    image: string;
    readinessProbe?: unknown;
    livenessProbe?: unknown;
    resources?: { requests?: { cpu?: string; memory?: string }; limits?: { memory?: string } };
    securityContext?: { allowPrivilegeEscalation?: boolean; readOnlyRootFilesystem?: boolean; capabilities?: { drop?: string[] } };
    envFrom?: Array<{ configMapRef?: { name: string }; secretRef?: { name: string } }>;
  }>;
}

const podSpecOf = (object: K8sObject): PodSpec | null =>
  ['Deployment', 'StatefulSet', 'Job'].includes(object.kind)
    ? ((object as unknown as { spec: { template: { spec: PodSpec } } }).spec.template.spec ?? null)
    : null;

/** The apps' own workloads (the development overlay's Postgres, Redis and mail catcher are not held to every rule). */
const isApp = (spec: PodSpec) => spec.containers.some((c) => /^(?:.*\/)?amoretto[-/](?:node|site)/.test(c.image));

describe.each(OVERLAYS)('deploy/k8s overlay %s', (overlay) => {
  const objects = render(overlay);

  it('renders objects that each validate against the schema of their API version', () => {
    expect(objects.length).toBeGreaterThan(10);
    for (const object of objects) {
      const Model = MODELS[`${object.apiVersion}/${object.kind}`];
      if (!Model) throw new Error(`${object.kind} ${object.metadata.name}: no schema known for ${object.apiVersion}`);
      expect(() => new Model(object as never).validate()).not.toThrow();
    }
  });

  it('has a Deployment, Service, autoscaler and disruption budget for each app, and the migration Job', () => {
    const names = (kind: string) => objects.filter((o) => o.kind === kind).map((o) => o.metadata.name);
    for (const app of ['backend', 'gateway', 'workers', 'site']) {
      expect(names('Deployment')).toContain(app);
      expect(names('Service')).toContain(app);
      expect(names('HorizontalPodAutoscaler')).toContain(app);
      expect(names('PodDisruptionBudget')).toContain(app);
    }
    expect(names('Job')).toContain('migrate');
  });

  it('runs every app without root, on a read-only root file system, with no capabilities, probes and resources', () => {
    const apps = objects.map((o) => [o, podSpecOf(o)] as const).filter(([, spec]) => spec && isApp(spec));
    expect(apps.length).toBe(5);
    for (const [object, spec] of apps) {
      const where = `${object.kind} ${object.metadata.name}`;
      expect({ where, nonRoot: spec!.securityContext?.runAsNonRoot }).toEqual({ where, nonRoot: true });
      expect({ where, seccomp: spec!.securityContext?.seccompProfile?.type }).toEqual({ where, seccomp: 'RuntimeDefault' });
      expect({ where, serviceAccount: spec!.serviceAccountName }).toEqual({ where, serviceAccount: 'amoretto' });
      for (const container of spec!.containers) {
        expect({ where, security: container.securityContext }).toEqual({
          where,
          security: { allowPrivilegeEscalation: false, readOnlyRootFilesystem: true, capabilities: { drop: ['ALL'] } },
        });
        expect({ where, requests: Boolean(container.resources?.requests?.cpu && container.resources.requests.memory) }).toEqual({
          where,
          requests: true,
        });
        expect({ where, memoryLimit: Boolean(container.resources?.limits?.memory) }).toEqual({ where, memoryLimit: true });
        if (object.kind !== 'Job') {
          expect({ where, probes: Boolean(container.readinessProbe && container.livenessProbe) }).toEqual({ where, probes: true });
        }
      }
    }
    const account = objects.find((o) => o.kind === 'ServiceAccount' && o.metadata.name === 'amoretto') as {
      automountServiceAccountToken?: boolean;
    };
    expect(account.automountServiceAccountToken).toBe(false);
  });

  it('serves every country site on both ingresses (the sites table is the list)', () => {
    const domains = SITE_SEED.map((site) => site.domain).sort();
    for (const name of ['site', 'gateway']) {
      const ingress = objects.find((o) => o.kind === 'Ingress' && o.metadata.name === name) as unknown as {
        spec: { rules: Array<{ host: string }> };
      };
      expect(ingress.spec.rules.map((rule) => rule.host).sort()).toEqual(domains);
    }
  });

  it('gives the apps every setting they require, from the config map and the secret', () => {
    const config = objects.find((o) => o.kind === 'ConfigMap' && o.metadata.name.startsWith('amoretto-config')) as unknown as {
      data: Record<string, string>;
    };
    // The production Secret is made at install from secrets.env.example's list (README); the
    // development overlay generates its own.
    const secret = objects.find((o) => o.kind === 'Secret' && o.metadata.name.startsWith('amoretto-secrets')) as unknown as
      { data: Record<string, string> } | undefined;
    const secretKeys = secret
      ? Object.keys(secret.data)
      : readFileSync(join(k8sDir, 'overlays', overlay, 'secrets.env.example'), 'utf8')
          .split('\n')
          .filter((line) => /^[A-Z_]+=/.test(line))
          .map((line) => line.slice(0, line.indexOf('=')));
    const provided = new Set([...Object.keys(config.data), ...secretKeys]);
    expect(REQUIRED_SETTINGS.filter((key) => !provided.has(key))).toEqual([]);
  });
});

describe('deploy/k8s overlay production: Postgres and Redis', () => {
  const objects = render('production');
  const example = readFileSync(join(k8sDir, 'overlays', 'production', 'secrets.env.example'), 'utf8');
  const setting = (key: string) => new RegExp(`^${key}=(.*)$`, 'm').exec(example)?.[1];

  it('runs Postgres with replicas, written through the -rw Service and read by search through the -ro one', () => {
    const database = objects.find((o) => o.kind === 'Cluster') as unknown as { metadata: { name: string }; spec: { instances: number } };
    expect(database.spec.instances).toBeGreaterThanOrEqual(2);
    expect(new URL(setting('DATABASE_URL')!).hostname).toBe(`${database.metadata.name}-rw`);
    expect(new URL(setting('DATABASE_READ_URL')!).hostname).toBe(`${database.metadata.name}-ro`);
  });

  it('names a Redis the apps accept: one endpoint, or its Sentinels in the example given', () => {
    expect(parseRedisUrl(setting('REDIS_URL')!).mode).toBe('standalone');
    const sentinelExample = /^# REDIS_URL=(.*)$/m.exec(example)?.[1];
    expect(parseRedisUrl(sentinelExample!)).toMatchObject({ mode: 'sentinel', name: 'mymaster', db: 0 });
  });
});

interface PodTemplate {
  spec: {
    template: {
      spec: {
        volumes?: Array<{ name: string; configMap?: { name: string } }>;
        containers: Array<{ volumeMounts?: Array<{ name: string; mountPath: string; subPath?: string }> }>;
      };
    };
  };
}

describe('deploy/k8s photos: an object store in production, a volume in development', () => {
  const deployment = (objects: K8sObject[], name: string) =>
    objects.find((o) => o.kind === 'Deployment' && o.metadata.name === name) as unknown as PodTemplate;
  const configOf = (objects: K8sObject[]) =>
    (
      objects.find((o) => o.kind === 'ConfigMap' && o.metadata.name.startsWith('amoretto-config')) as unknown as {
        data: Record<string, string>;
      }
    ).data;
  const mounts = (objects: K8sObject[], name: string) => deployment(objects, name).spec.template.spec.containers[0]!.volumeMounts ?? [];

  it('production: the apps keep photos in the bucket, with no photo volume, and the site fetches /cdn/ from that same bucket', () => {
    const objects = render('production');
    expect(objects.filter((o) => o.kind === 'PersistentVolumeClaim').map((o) => o.metadata.name)).not.toContain('media');
    for (const app of ['backend', 'workers']) expect(mounts(objects, app).map((m) => m.mountPath)).not.toContain('/data/media');
    const config = configOf(objects);
    expect(config.PHOTO_STORE).toBe('s3');
    const secretKeys = readFileSync(join(k8sDir, 'overlays', 'production', 'secrets.env.example'), 'utf8');
    for (const key of ['S3_ACCESS_KEY_ID', 'S3_SECRET_ACCESS_KEY']) expect(secretKeys).toMatch(new RegExp(`^${key}=`, 'm'));
    // The apps accept these settings once the Secret adds the keys (the same check they make at boot).
    const settings = loadPhotoStoreSettings({ ...config, S3_ACCESS_KEY_ID: 'key', S3_SECRET_ACCESS_KEY: 'secret' }, '/unused');
    expect(settings).toMatchObject({ PHOTO_STORE: 's3', S3_FORCE_PATH_STYLE: true });

    // nginx's /cdn/ include comes from a ConfigMap that names the apps' store and bucket.
    const site = deployment(objects, 'site').spec.template.spec;
    const mount = site.containers[0]!.volumeMounts!.find((m) => m.mountPath === '/etc/nginx/amoretto/cdn.conf')!;
    expect(mount).toMatchObject({ subPath: 'cdn.conf' });
    const volume = site.volumes!.find((v) => v.name === mount.name)!;
    const cdn = (
      objects.find((o) => o.kind === 'ConfigMap' && o.metadata.name === volume.configMap!.name) as unknown as {
        data: Record<string, string>;
      }
    ).data['cdn.conf']!;
    const endpoint = new URL(settings.S3_ENDPOINT!);
    expect(cdn).toContain(`set $photo_store ${endpoint.host};`);
    expect(cdn).toContain(`proxy_pass ${endpoint.protocol}//$photo_store;`);
    expect(cdn).toContain(`proxy_set_header Host ${endpoint.host};`);
    expect(cdn).toContain(`proxy_ssl_name ${endpoint.hostname};`);
    expect(cdn).toContain(`rewrite ^ /${settings.S3_BUCKET}/$photo_key? break;`);
  });

  it('development: photos on the media volume, which the backend (writes, serves) and the workers (purge) mount at MEDIA_DIR', () => {
    const objects = render('dev');
    const config = configOf(objects);
    expect(config.PHOTO_STORE).toBe('disk');
    expect(objects.filter((o) => o.kind === 'PersistentVolumeClaim').map((o) => o.metadata.name)).toContain('media');
    for (const app of ['backend', 'workers']) {
      const volumes = deployment(objects, app).spec.template.spec.volumes ?? [];
      const media = mounts(objects, app).find((m) => m.mountPath === config.MEDIA_DIR);
      expect([app, media && volumes.find((v) => v.name === media.name)]).toEqual([
        app,
        { name: 'media', persistentVolumeClaim: { claimName: 'media' } },
      ]);
    }
    expect(mounts(objects, 'site').map((m) => m.mountPath)).not.toContain('/etc/nginx/amoretto/cdn.conf');
  });
});
