/**
 * The site: the client in a private bucket behind CloudFront (origin access control, HTTPS),
 * the API's paths routed to the HTTP API on the same domain, client routes rewritten to
 * index.html by a CloudFront Function, the files deployed with their cache headers.
 */
import { mkdirSync, mkdtempSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { runInNewContext } from 'node:vm';
import { Match, type Template } from 'aws-cdk-lib/assertions';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  GUIDE_CONTENT_TYPE,
  GUIDE_PAGES,
  GUIDE_PATH,
  SWAGGER_UI_FILES,
  SWAGGER_UI_PATH,
} from '../../functions/api/docs-assets';
import { API_PATHS, CONTENT_SECURITY_POLICY, SPA_REWRITE_CODE } from '../../infra/site';
import { builtWebClient } from '../../infra/web-client';
import { type Synthesized, synthesize } from './synth';

// biome-ignore lint/suspicious/noExplicitAny: CloudFormation JSON
type Json = any;

// CloudFront's managed policies, by their fixed ids.
const CACHING_OPTIMIZED = '658327ea-f89d-4fab-a63d-7e88639e58f6';
const CACHING_DISABLED = '4135ea2d-6df8-44a3-9df3-4b5a84be39ad';
const ALL_VIEWER_EXCEPT_HOST_HEADER = 'b689b0a8-53d0-40ab-baf2-68738e2966ac';

let synth: Synthesized;
let template: Template;
beforeAll(() => {
  synth = synthesize({ bundle: false });
  template = synth.template;
});
afterAll(() => synth?.cleanup());

const resources = (type: string, props: Record<string, unknown> = {}) =>
  Object.entries(template.findResources(type, { Properties: Match.objectLike(props) })) as [string, Json][];
const one = (type: string, props: Record<string, unknown> = {}) => {
  const found = resources(type, props);
  expect(found, `one ${type}`).toHaveLength(1);
  return found[0];
};
const distribution = () => one('AWS::CloudFront::Distribution')[1].Properties.DistributionConfig;
const clientBucketId = () => {
  const [id] = one('AWS::S3::Bucket', { LoggingConfiguration: Match.anyValue() });
  return id;
};

describe('the buckets', () => {
  it('are private, encrypted, SSL-only; the client bucket logs its access to the log bucket', () => {
    const buckets = resources('AWS::S3::Bucket');
    expect(buckets).toHaveLength(2);
    for (const [id, b] of buckets) {
      expect(b.Properties.PublicAccessBlockConfiguration, id).toEqual({
        BlockPublicAcls: true,
        BlockPublicPolicy: true,
        IgnorePublicAcls: true,
        RestrictPublicBuckets: true,
      });
      expect(b.Properties.BucketEncryption.ServerSideEncryptionConfiguration[0]).toEqual({
        ServerSideEncryptionByDefault: { SSEAlgorithm: 'AES256' },
      });
      const [, policy] = one('AWS::S3::BucketPolicy', { Bucket: { Ref: id } });
      expect(policy.Properties.PolicyDocument.Statement).toContainEqual(
        expect.objectContaining({
          Effect: 'Deny',
          Action: 's3:*',
          Condition: { Bool: { 'aws:SecureTransport': 'false' } },
        }),
      );
    }
    const client = template.toJSON().Resources[clientBucketId()];
    const logs = buckets.find(([id]) => id !== clientBucketId())!;
    expect(client.Properties.LoggingConfiguration.DestinationBucketName).toEqual({ Ref: logs[0] });
    expect(logs[1].Properties.LifecycleConfiguration.Rules[0]).toMatchObject({ ExpirationInDays: 30 });
    // Kept when the stack goes (not a throwaway stack).
    expect(client.DeletionPolicy).toBe('Retain');
  });

  it('the client bucket is read by this distribution only, through origin access control', () => {
    const [oacId, oac] = one('AWS::CloudFront::OriginAccessControl');
    expect(oac.Properties.OriginAccessControlConfig).toMatchObject({
      OriginAccessControlOriginType: 's3',
      SigningBehavior: 'always',
      SigningProtocol: 'sigv4',
    });
    const s3 = distribution().Origins.find((o: Json) => o.S3OriginConfig);
    expect(s3.OriginAccessControlId).toEqual({ 'Fn::GetAtt': [oacId, 'Id'] });
    expect(s3.S3OriginConfig.OriginAccessIdentity).toBe('');
    expect(s3.DomainName).toEqual({ 'Fn::GetAtt': [clientBucketId(), 'RegionalDomainName'] });

    const [, policy] = one('AWS::S3::BucketPolicy', { Bucket: { Ref: clientBucketId() } });
    const [distributionId] = one('AWS::CloudFront::Distribution');
    const reads = policy.Properties.PolicyDocument.Statement.filter((s: Json) => s.Effect === 'Allow');
    expect(reads).toEqual([
      expect.objectContaining({
        Principal: { Service: 'cloudfront.amazonaws.com' },
        Action: 's3:GetObject',
        Condition: {
          StringEquals: {
            'AWS:SourceArn': expect.objectContaining({
              'Fn::Join': ['', expect.arrayContaining([{ Ref: distributionId }])],
            }),
          },
        },
      }),
    ]);
  });
});

describe('the distribution', () => {
  it('serves the client from the bucket over HTTPS, client routes rewritten by the function', () => {
    const d = distribution();
    expect(d.DefaultRootObject).toBe('index.html');
    expect(d.CustomErrorResponses).toBeUndefined();
    const [fnId] = one('AWS::CloudFront::Function');
    expect(d.DefaultCacheBehavior).toMatchObject({
      ViewerProtocolPolicy: 'redirect-to-https',
      CachePolicyId: CACHING_OPTIMIZED,
      Compress: true,
      FunctionAssociations: [
        { EventType: 'viewer-request', FunctionARN: { 'Fn::GetAtt': [fnId, 'FunctionARN'] } },
      ],
    });
    const s3 = d.Origins.find((o: Json) => o.S3OriginConfig);
    expect(d.DefaultCacheBehavior.TargetOriginId).toBe(s3.Id);
    expect(d.Logging.Prefix).toBe('cloudfront/');
  });

  it('routes /v1/*, /docs* and /openapi.json to the HTTP API: no cache, every method, every header but Host', () => {
    const d = distribution();
    const [apiId] = one('AWS::ApiGatewayV2::Api');
    const api = d.Origins.find((o: Json) => o.CustomOriginConfig);
    expect(api.CustomOriginConfig).toMatchObject({
      OriginProtocolPolicy: 'https-only',
      OriginSSLProtocols: ['TLSv1.2'],
    });
    expect(JSON.stringify(api.DomainName)).toContain(JSON.stringify({ Ref: apiId }));
    expect(JSON.stringify(api.DomainName)).toContain('.execute-api.');
    expect(d.CacheBehaviors.map((b: Json) => b.PathPattern)).toEqual([...API_PATHS]);
    for (const b of d.CacheBehaviors) {
      expect(b, b.PathPattern).toMatchObject({
        TargetOriginId: api.Id,
        CachePolicyId: CACHING_DISABLED,
        OriginRequestPolicyId: ALL_VIEWER_EXCEPT_HOST_HEADER,
        AllowedMethods: ['GET', 'HEAD', 'OPTIONS', 'PUT', 'PATCH', 'POST', 'DELETE'],
        ViewerProtocolPolicy: 'https-only',
      });
      expect(b.FunctionAssociations).toBeUndefined();
    }
  });

  it('sends the security headers on every answer', () => {
    const [policyId, policy] = one('AWS::CloudFront::ResponseHeadersPolicy');
    const h = policy.Properties.ResponseHeadersPolicyConfig.SecurityHeadersConfig;
    expect(h.StrictTransportSecurity).toMatchObject({ AccessControlMaxAgeSec: 31_536_000, Override: true });
    expect(h.ContentSecurityPolicy.ContentSecurityPolicy).toBe(CONTENT_SECURITY_POLICY);
    expect(CONTENT_SECURITY_POLICY).toContain("script-src 'self'");
    expect(CONTENT_SECURITY_POLICY).not.toMatch(/script-src[^;]*unsafe/);
    expect(h.FrameOptions.FrameOption).toBe('DENY');
    expect(h.ContentTypeOptions.Override).toBe(true);
    const d = distribution();
    for (const b of [d.DefaultCacheBehavior, ...d.CacheBehaviors]) {
      expect(b.ResponseHeadersPolicyId).toEqual({ Ref: policyId });
    }
  });

  it('the function: client routes get index.html, files and the root pass as they are', () => {
    const [, fn] = one('AWS::CloudFront::Function');
    expect(fn.Properties.FunctionConfig.Runtime).toBe('cloudfront-js-2.0');
    expect(fn.Properties.FunctionCode).toBe(SPA_REWRITE_CODE);
    const handler = runInNewContext(`${SPA_REWRITE_CODE}; handler`) as (e: Json) => { uri: string };
    const rewrite = (uri: string) => handler({ request: { uri, headers: {} } }).uri;
    for (const route of ['/', '/tables/01JD4X', '/join/K7MQ4X', '/tables/01JD4X/', '/lobby']) {
      expect(rewrite(route), route).toBe('/index.html');
    }
    for (const file of [
      '/index.html',
      '/assets/index-f1x7ure0.js',
      `${SWAGGER_UI_PATH}swagger-ui.css`,
      `${GUIDE_PATH}rules.md`,
      '/favicon.ico',
    ]) {
      expect(rewrite(file), file).toBe(file);
    }
  });
});

describe('the deployed files', () => {
  const deployments = () => resources('Custom::CDKBucketDeployment');

  it('Swagger UI’s two files under their versioned path, cached for good', () => {
    const swagger = deployments().find(
      ([, d]) => d.Properties.DestinationBucketKeyPrefix === SWAGGER_UI_PATH.slice(1),
    );
    expect(swagger).toBeDefined();
    expect(swagger![1].Properties.SystemMetadata['cache-control']).toContain('immutable');
    // The staged asset holds exactly the files the docs page loads.
    const key = JSON.stringify(swagger![1].Properties.SourceObjectKeys);
    const asset = readdirSync(synth.outdir).find((d) => d.startsWith('asset.') && key.includes(d.slice(6)));
    expect(asset).toBeDefined();
    expect(readdirSync(join(synth.outdir, asset!)).sort()).toEqual(Object.keys(SWAGGER_UI_FILES).sort());
  });

  it('the guide: the published docs/ pages as Markdown under /guide/, revalidated', () => {
    const guide = deployments().find(
      ([, d]) => d.Properties.DestinationBucketKeyPrefix === GUIDE_PATH.slice(1),
    );
    expect(guide?.[1].Properties.SystemMetadata).toEqual({
      'cache-control': 'no-cache',
      'content-type': GUIDE_CONTENT_TYPE,
    });
    const key = JSON.stringify(guide![1].Properties.SourceObjectKeys);
    const asset = readdirSync(synth.outdir).find((d) => d.startsWith('asset.') && key.includes(d.slice(6)));
    expect(readdirSync(join(synth.outdir, asset!)).sort()).toEqual([...GUIDE_PAGES].sort());
  });

  it('the client: hashed assets cached for good and never pruned; pages revalidated', () => {
    const byPrefix = new Map(
      deployments().map(([, d]) => [d.Properties.DestinationBucketKeyPrefix ?? '', d]),
    );
    expect([...byPrefix.keys()].sort()).toEqual(
      ['', 'assets/', GUIDE_PATH.slice(1), SWAGGER_UI_PATH.slice(1)].sort(),
    );
    const assets = byPrefix.get('assets/');
    expect(assets.Properties).toMatchObject({ Prune: false });
    expect(assets.Properties.SystemMetadata['cache-control']).toContain('immutable');
    const pages = byPrefix.get('');
    expect(pages.Properties).toMatchObject({ Prune: false, SystemMetadata: { 'cache-control': 'no-cache' } });
    for (const [, d] of deployments()) {
      expect(d.Properties.DestinationBucketName).toEqual({ Ref: clientBucketId() });
      expect(d.Properties.RetainOnDelete).toBe(true);
    }
  });

  it('the manifest with its own content type, revalidated like the pages', () => {
    const manifest = deployments().find(([id]) => id.startsWith('SiteClientManifest'));
    expect(manifest?.[1].Properties.SystemMetadata).toEqual({
      'cache-control': 'no-cache',
      'content-type': 'application/manifest+json',
    });
  });

  it('outputs the site URL (https, the distribution’s domain) beside the API URL', () => {
    const outputs = template.toJSON().Outputs;
    const [distributionId] = one('AWS::CloudFront::Distribution');
    expect(outputs.SiteUrl.Value).toEqual({
      'Fn::Join': ['', ['https://', { 'Fn::GetAtt': [distributionId, 'DomainName'] }]],
    });
    expect(outputs.ApiUrl).toBeDefined();
  });
});

describe('the web client for synth', () => {
  const roots: string[] = [];
  afterAll(() => {
    for (const r of roots) rmSync(r, { recursive: true, force: true });
  });
  const project = (scripts: Record<string, string>) => {
    const root = mkdtempSync(join(tmpdir(), 'dominoes-web-'));
    roots.push(root);
    writeFileSync(join(root, 'package.json'), JSON.stringify({ name: 'x', private: true, scripts }));
    return root;
  };

  it('is web/dist when built; built with build:web when not; none while the project has no build:web', () => {
    const built = project({});
    mkdirSync(join(built, 'web', 'dist'), { recursive: true });
    writeFileSync(join(built, 'web', 'dist', 'index.html'), '<!doctype html>');
    expect(builtWebClient(built)).toBe(join(built, 'web', 'dist'));

    expect(builtWebClient(project({}))).toBeUndefined();

    const script =
      "node -e \"require('fs').mkdirSync('web/dist',{recursive:true});require('fs').writeFileSync('web/dist/index.html','x')\"";
    const unbuilt = project({ 'build:web': script });
    expect(builtWebClient(unbuilt)).toBe(join(unbuilt, 'web', 'dist'));
  });
});
