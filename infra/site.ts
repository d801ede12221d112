/**
 * The web client and the API on one domain: a private S3 bucket behind CloudFront (origin access
 * control), with `/v1/*`, the docs and the OpenAPI document routed to the HTTP API. Same origin
 * for the client and the API, so production needs no CORS.
 */
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { Annotations, Aws, Duration, Fn, RemovalPolicy } from 'aws-cdk-lib';
import type { HttpApi } from 'aws-cdk-lib/aws-apigatewayv2';
import {
  AllowedMethods,
  type BehaviorOptions,
  CachePolicy,
  Function as CloudFrontFunction,
  Distribution,
  FunctionCode,
  FunctionEventType,
  FunctionRuntime,
  HeadersFrameOption,
  HeadersReferrerPolicy,
  HttpVersion,
  OriginProtocolPolicy,
  OriginRequestPolicy,
  OriginSslPolicy,
  PriceClass,
  ResponseHeadersPolicy,
  ViewerProtocolPolicy,
} from 'aws-cdk-lib/aws-cloudfront';
import { HttpOrigin, S3BucketOrigin } from 'aws-cdk-lib/aws-cloudfront-origins';
import { LogGroup, type RetentionDays } from 'aws-cdk-lib/aws-logs';
import { BlockPublicAccess, Bucket, BucketEncryption, ObjectOwnership } from 'aws-cdk-lib/aws-s3';
import { BucketDeployment, CacheControl, Source } from 'aws-cdk-lib/aws-s3-deployment';
import { Construct } from 'constructs';
import {
  GUIDE_CONTENT_TYPE,
  GUIDE_PAGES,
  GUIDE_PATH,
  SWAGGER_UI_FILES,
  SWAGGER_UI_PATH,
} from '../functions/api/docs-assets';
import { DOCS_DIRECTORY, swaggerUiDirectory } from '../functions/local/docs-assets';

/** The web app manifest (web/public/manifest.webmanifest). */
const MANIFEST = 'manifest.webmanifest';

/** Paths the HTTP API answers; everything else is the client, from the bucket. */
export const API_PATHS = ['/v1/*', '/docs*', '/openapi.json'] as const;

/**
 * Client routes (`/tables/<id>`, `/join/<code>`) are the app's index.html; a path whose last
 * segment has an extension is a file. A viewer-request function on the default behavior only, so
 * the API's own 404s (and every other answer of it) pass through untouched, which custom error
 * responses would not do.
 */
export const SPA_REWRITE_CODE = `function handler(event) {
  var request = event.request;
  var last = request.uri.split('/').pop();
  if (last.indexOf('.') === -1) request.uri = '/index.html';
  return request;
}
`;

/**
 * What pages on the site may load: everything from the site itself; inline styles (Swagger UI
 * and the client set style attributes) and data: images (Swagger UI's icons), no inline script;
 * fetches to the site and to the sign-in providers the web client uses (their discovery
 * documents and token endpoints: oidc.ts webSignInOrigins), if any.
 */
export function contentSecurityPolicy(signInOrigins: readonly string[] = []): string {
  return [
    "default-src 'self'",
    "script-src 'self'",
    "style-src 'self' 'unsafe-inline'",
    "img-src 'self' data:",
    "font-src 'self' data:",
    ["connect-src 'self'", ...signInOrigins].join(' '),
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    "frame-ancestors 'none'",
  ].join('; ');
}

/** The policy of a site without provider sign-in. */
export const CONTENT_SECURITY_POLICY = contentSecurityPolicy();

/** Content-hashed (Vite's assets/) and versioned (Swagger UI) files never change under one URL. */
const IMMUTABLE = [
  CacheControl.setPublic(),
  CacheControl.maxAge(Duration.days(365)),
  CacheControl.immutable(),
];
/** index.html and the other unhashed files: browsers check for a newer one on every load. */
const REVALIDATE = [CacheControl.noCache()];

export interface DominoesSiteProps {
  httpApi: HttpApi;
  /** The built client (web/dist); undefined when there is none to deploy (see infra/web-client.ts). */
  clientDirectory: string | undefined;
  /** Delete the buckets with the stack. */
  throwaway: boolean;
  logRetentionDays: number;
  /** Origins the client's pages fetch from to sign in with a provider (none by default). */
  signInOrigins?: readonly string[];
}

export class DominoesSite extends Construct {
  readonly bucket: Bucket;
  readonly logBucket: Bucket;
  readonly distribution: Distribution;
  readonly spaRewrite: CloudFrontFunction;
  private readonly logRetentionDays: number;

  constructor(scope: Construct, id: string, props: DominoesSiteProps) {
    super(scope, id);
    this.logRetentionDays = props.logRetentionDays;
    const removalPolicy = props.throwaway ? RemovalPolicy.DESTROY : RemovalPolicy.RETAIN;

    // CloudFront's standard logs need ACLs on their bucket (object writer); the site's bucket
    // logs its own access here too.
    this.logBucket = new Bucket(this, 'Logs', {
      blockPublicAccess: BlockPublicAccess.BLOCK_ALL,
      encryption: BucketEncryption.S3_MANAGED,
      enforceSSL: true,
      objectOwnership: ObjectOwnership.OBJECT_WRITER,
      lifecycleRules: [{ expiration: Duration.days(props.logRetentionDays) }],
      removalPolicy,
    });
    this.bucket = new Bucket(this, 'Client', {
      blockPublicAccess: BlockPublicAccess.BLOCK_ALL,
      encryption: BucketEncryption.S3_MANAGED,
      enforceSSL: true,
      serverAccessLogsBucket: this.logBucket,
      serverAccessLogsPrefix: 's3/',
      removalPolicy,
    });

    const securityHeaders = new ResponseHeadersPolicy(this, 'SecurityHeaders', {
      comment: 'Dominoes: HSTS, CSP, no framing, no sniffing',
      securityHeadersBehavior: {
        strictTransportSecurity: {
          accessControlMaxAge: Duration.days(365),
          includeSubdomains: true,
          override: true,
        },
        contentSecurityPolicy: {
          contentSecurityPolicy: contentSecurityPolicy(props.signInOrigins),
          override: true,
        },
        contentTypeOptions: { override: true },
        frameOptions: { frameOption: HeadersFrameOption.DENY, override: true },
        referrerPolicy: {
          referrerPolicy: HeadersReferrerPolicy.STRICT_ORIGIN_WHEN_CROSS_ORIGIN,
          override: true,
        },
        xssProtection: { protection: true, modeBlock: true, override: true },
      },
    });

    this.spaRewrite = new CloudFrontFunction(this, 'ClientRoutes', {
      comment: 'Client routes (no file extension) get /index.html',
      code: FunctionCode.fromInline(SPA_REWRITE_CODE),
      runtime: FunctionRuntime.JS_2_0,
    });

    // The HTTP API's own domain (https://<id>.execute-api.<region>.amazonaws.com).
    const apiOrigin = new HttpOrigin(
      Fn.join('', [props.httpApi.apiId, '.execute-api.', Aws.REGION, '.', Aws.URL_SUFFIX]),
      { protocolPolicy: OriginProtocolPolicy.HTTPS_ONLY, originSslProtocols: [OriginSslPolicy.TLS_V1_2] },
    );
    const api: BehaviorOptions = {
      origin: apiOrigin,
      // Answers are per caller (tokens, ETags, long-polls): never cached, every method passed on.
      cachePolicy: CachePolicy.CACHING_DISABLED,
      // Every viewer header (Authorization, If-Match, Idempotency-Key…) but Host, which must be
      // the API's own for API Gateway to route.
      originRequestPolicy: OriginRequestPolicy.ALL_VIEWER_EXCEPT_HOST_HEADER,
      allowedMethods: AllowedMethods.ALLOW_ALL,
      // No redirect for the API: a POST redirected to https would be resent as a GET.
      viewerProtocolPolicy: ViewerProtocolPolicy.HTTPS_ONLY,
      responseHeadersPolicy: securityHeaders,
      compress: true,
    };

    this.distribution = new Distribution(this, 'Distribution', {
      comment: 'Dominoes: the web client and the API',
      defaultRootObject: 'index.html',
      httpVersion: HttpVersion.HTTP2_AND_3,
      priceClass: PriceClass.PRICE_CLASS_100,
      enableLogging: true,
      logBucket: this.logBucket,
      logFilePrefix: 'cloudfront/',
      defaultBehavior: {
        origin: S3BucketOrigin.withOriginAccessControl(this.bucket),
        viewerProtocolPolicy: ViewerProtocolPolicy.REDIRECT_TO_HTTPS,
        cachePolicy: CachePolicy.CACHING_OPTIMIZED,
        allowedMethods: AllowedMethods.ALLOW_GET_HEAD,
        responseHeadersPolicy: securityHeaders,
        compress: true,
        functionAssociations: [{ function: this.spaRewrite, eventType: FunctionEventType.VIEWER_REQUEST }],
      },
      additionalBehaviors: Object.fromEntries(API_PATHS.map((path) => [path, api])),
    });

    this.deployFiles(props.clientDirectory, props.throwaway);
  }

  get url(): string {
    return `https://${this.distribution.distributionDomainName}`;
  }

  private deployFiles(client: string | undefined, throwaway: boolean): void {
    // CDK's deployment function logs here, kept as long as the stack's other logs.
    const logGroup = new LogGroup(this, 'DeploymentLogs', {
      retention: this.logRetentionDays as RetentionDays,
      removalPolicy: RemovalPolicy.DESTROY,
    });
    const common = { destinationBucket: this.bucket, retainOnDelete: !throwaway, logGroup };
    // Swagger UI's files for /docs (the Lambda function serves the page, not these 1.7 MB).
    new BucketDeployment(this, 'SwaggerUi', {
      ...common,
      sources: [
        Source.asset(swaggerUiDirectory(), {
          exclude: ['*', ...Object.keys(SWAGGER_UI_FILES).map((f) => `!${f}`)],
        }),
      ],
      destinationKeyPrefix: SWAGGER_UI_PATH.slice(1),
      cacheControl: IMMUTABLE,
    });
    // The docs/ pages the OpenAPI document links to, as Markdown at /guide/<page>.
    new BucketDeployment(this, 'Guide', {
      ...common,
      sources: [Source.asset(DOCS_DIRECTORY, { exclude: ['*', ...GUIDE_PAGES.map((p) => `!${p}`)] })],
      destinationKeyPrefix: GUIDE_PATH.slice(1),
      cacheControl: REVALIDATE,
      contentType: GUIDE_CONTENT_TYPE,
    });
    if (client === undefined) {
      Annotations.of(this).addWarningV2(
        'dominoes:no-client',
        'web/dist is not built: the site serves no client (npm run build:web, then synth again).',
      );
      return;
    }
    // Older hashed assets stay (prune: false): a page loaded before a deploy still finds its files.
    const assets = join(client, 'assets');
    if (existsSync(assets)) {
      new BucketDeployment(this, 'ClientAssets', {
        ...common,
        sources: [Source.asset(assets)],
        destinationKeyPrefix: 'assets/',
        prune: false,
        cacheControl: IMMUTABLE,
      });
    }
    new BucketDeployment(this, 'ClientPages', {
      ...common,
      sources: [Source.asset(client, { exclude: ['assets', 'assets/**', MANIFEST] })],
      // The other deployments' prefixes are theirs: nothing here deletes them.
      prune: false,
      cacheControl: REVALIDATE,
    });
    // The installable app's manifest, with its own type (the deployment would guess none for
    // .webmanifest); sw.js is a .js file among the pages above, revalidated on every load.
    if (existsSync(join(client, MANIFEST))) {
      new BucketDeployment(this, 'ClientManifest', {
        ...common,
        sources: [Source.asset(client, { exclude: ['*', `!${MANIFEST}`] })],
        prune: false,
        cacheControl: REVALIDATE,
        contentType: 'application/manifest+json',
      });
    }
  }
}
