// Generated from schemas/api by scripts/gen.mjs. Do not edit: run `npm run gen`.
export const componentSchemas: Record<string, Record<string, unknown>> = {
  "ApiIndex": {
    "title": "ApiIndex",
    "description": "Returned by /api/index.json: every endpoint of the API, its licence and caching guidance.",
    "type": "object",
    "required": [
      "api",
      "version",
      "endpoints"
    ],
    "additionalProperties": false,
    "properties": {
      "api": {
        "type": "string",
        "minLength": 1,
        "description": "Human-readable API name."
      },
      "version": {
        "type": "string",
        "pattern": "^(0|[1-9]\\d*)\\.(0|[1-9]\\d*)\\.(0|[1-9]\\d*)(-[0-9A-Za-z.-]+)?(\\+[0-9A-Za-z.-]+)?$",
        "description": "Semantic version of the API contract."
      },
      "description": {
        "type": "string",
        "description": "What the API exposes."
      },
      "documentation": {
        "type": "string",
        "format": "uri",
        "description": "URL of the developer portal."
      },
      "openapi": {
        "type": "string",
        "format": "uri",
        "description": "URL of the OpenAPI specification."
      },
      "llms_txt": {
        "type": "string",
        "format": "uri",
        "description": "URL of an agent guide text file."
      },
      "generated_at": {
        "type": "string",
        "format": "date-time",
        "description": "Build time of the document."
      },
      "auth": {
        "type": "string",
        "const": "none",
        "description": "Always the value none."
      },
      "cors": {
        "type": "string",
        "description": "Value of the Access-Control-Allow-Origin header (*)."
      },
      "rate_limit": {
        "type": "string",
        "description": "Caching and polling guidance; no enforced quota."
      },
      "license": {
        "$ref": "#/components/schemas/License"
      },
      "endpoints": {
        "type": "array",
        "items": {
          "$ref": "#/components/schemas/Endpoint"
        },
        "description": "Every endpoint of the API."
      }
    }
  },
  "Endpoint": {
    "title": "Endpoint",
    "description": "One endpoint of the API.",
    "type": "object",
    "required": [
      "path",
      "method",
      "operationId"
    ],
    "additionalProperties": false,
    "properties": {
      "path": {
        "type": "string",
        "pattern": "^/",
        "description": "Path relative to the server URL."
      },
      "method": {
        "type": "string",
        "enum": [
          "GET"
        ]
      },
      "operationId": {
        "type": "string",
        "pattern": "^[A-Za-z][A-Za-z0-9]*$",
        "description": "Unique; matches the OpenAPI description."
      },
      "summary": {
        "type": "string",
        "description": "Short label."
      },
      "description": {
        "type": "string",
        "description": "What it returns and when to call it."
      }
    }
  },
  "Error": {
    "title": "Error",
    "description": "Body of every error response of the edge worker.",
    "type": "object",
    "required": [
      "error"
    ],
    "additionalProperties": false,
    "properties": {
      "error": {
        "type": "object",
        "required": [
          "code",
          "message",
          "status"
        ],
        "additionalProperties": false,
        "properties": {
          "code": {
            "type": "string",
            "enum": [
              "not_found",
              "not_acceptable",
              "method_not_allowed"
            ]
          },
          "message": {
            "type": "string",
            "minLength": 1,
            "description": "Human-readable, e.g. \"No such resource: /api/nope.json\"."
          },
          "status": {
            "type": "integer",
            "enum": [
              404,
              405,
              406
            ],
            "description": "HTTP status code."
          },
          "hint": {
            "type": "string",
            "description": "Recovery advice; for not_found it points to /api/index.json."
          },
          "documentation_url": {
            "type": "string",
            "format": "uri",
            "description": "Location of the endpoint reference."
          }
        }
      }
    }
  },
  "ExperienceList": {
    "title": "ExperienceList",
    "description": "Returned by /api/experience.json: reverse-chronological, ongoing first.",
    "type": "object",
    "required": [
      "count",
      "experience"
    ],
    "additionalProperties": false,
    "properties": {
      "count": {
        "type": "integer",
        "minimum": 0,
        "description": "Number of entries."
      },
      "generated_at": {
        "type": "string",
        "format": "date-time"
      },
      "experience": {
        "type": "array",
        "items": {
          "$ref": "#/components/schemas/Experience"
        },
        "description": "Reverse-chronological, one entry per organization."
      }
    }
  },
  "Experience": {
    "title": "Experience",
    "description": "One position, one entry per organization.",
    "type": "object",
    "required": [
      "id",
      "organization",
      "role"
    ],
    "additionalProperties": false,
    "properties": {
      "id": {
        "type": "string",
        "pattern": "^[a-z0-9]+(-[a-z0-9]+)*$"
      },
      "organization": {
        "type": "string",
        "minLength": 1
      },
      "role": {
        "type": "string",
        "minLength": 1
      },
      "period": {
        "type": "string",
        "description": "Human-readable period as shown on the site."
      },
      "start": {
        "type": "string",
        "pattern": "^[0-9]{4}$",
        "description": "Start year."
      },
      "end": {
        "type": [
          "string",
          "null"
        ],
        "pattern": "^[0-9]{4}$",
        "description": "End year; null means the position is ongoing."
      },
      "summary": {
        "type": "string",
        "description": "What the work involved."
      },
      "products": {
        "type": "array",
        "items": {
          "type": "string",
          "minLength": 1
        },
        "description": "Products shipped in this role."
      }
    }
  },
  "License": {
    "title": "License",
    "description": "Licence of the returned data.",
    "type": "object",
    "required": [
      "name",
      "url"
    ],
    "additionalProperties": false,
    "properties": {
      "name": {
        "type": "string",
        "minLength": 1,
        "description": "Name of the licence, e.g. CC BY 4.0."
      },
      "url": {
        "type": "string",
        "format": "uri",
        "description": "URL of the licence text."
      }
    }
  },
  "Link": {
    "title": "Link",
    "description": "A canonical link of the owner's identity.",
    "type": "object",
    "required": [
      "url"
    ],
    "additionalProperties": false,
    "properties": {
      "label": {
        "type": "string",
        "minLength": 1
      },
      "type": {
        "type": "string",
        "enum": [
          "website",
          "blog",
          "feed",
          "profile"
        ]
      },
      "url": {
        "type": "string",
        "format": "uri"
      }
    }
  },
  "Location": {
    "title": "Location",
    "type": "object",
    "additionalProperties": false,
    "properties": {
      "locality": {
        "type": "string",
        "minLength": 1,
        "description": "City."
      },
      "country": {
        "type": "string",
        "pattern": "^[A-Z]{2}$",
        "description": "ISO 3166-1 alpha-2 code."
      }
    }
  },
  "PostList": {
    "title": "PostList",
    "description": "Returned by /api/posts.json: the complete blog index, newest first.",
    "type": "object",
    "required": [
      "count",
      "posts"
    ],
    "additionalProperties": false,
    "properties": {
      "count": {
        "type": "integer",
        "minimum": 0,
        "description": "Number of posts returned."
      },
      "language": {
        "type": "string",
        "pattern": "^[a-z]{2,3}(-[A-Za-z0-9]{2,8})*$",
        "description": "Language most posts are written in."
      },
      "feed": {
        "type": "string",
        "format": "uri",
        "description": "Atom feed carrying the same posts."
      },
      "generated_at": {
        "type": "string",
        "format": "date-time"
      },
      "posts": {
        "type": "array",
        "items": {
          "$ref": "#/components/schemas/Post"
        },
        "description": "Newest first; the complete blog index."
      }
    }
  },
  "Post": {
    "title": "Post",
    "description": "One entry of the blog index.",
    "type": "object",
    "required": [
      "id",
      "title",
      "url",
      "date"
    ],
    "additionalProperties": false,
    "properties": {
      "id": {
        "type": "string",
        "pattern": "^[a-z0-9]+(-[a-z0-9]+)*$",
        "description": "Slug: the final path segment of url; unique within the blog."
      },
      "title": {
        "type": "string",
        "minLength": 1,
        "description": "Usually Korean."
      },
      "url": {
        "type": "string",
        "format": "uri",
        "description": "Canonical URL of the article."
      },
      "date": {
        "type": "string",
        "format": "date-time",
        "description": "Publication date."
      },
      "modified": {
        "type": "string",
        "format": "date-time",
        "description": "Last modification; equals date when never revised."
      },
      "tags": {
        "type": "array",
        "items": {
          "type": "string",
          "minLength": 1
        },
        "uniqueItems": true,
        "description": "Topic tags."
      },
      "summary": {
        "type": "string",
        "maxLength": 240,
        "description": "Plain text, truncated to about 200 characters."
      },
      "language": {
        "type": "string",
        "pattern": "^[a-z]{2,3}(-[A-Za-z0-9]{2,8})*$",
        "description": "BCP 47 subtag of the article language."
      },
      "legacy": {
        "type": "boolean",
        "description": "True when the post targets older platform APIs and carries an outdated-content notice."
      }
    }
  },
  "Profile": {
    "title": "Profile",
    "description": "Returned by /api/profile.json: identity of the site owner.",
    "type": "object",
    "required": [
      "name",
      "job_title",
      "url"
    ],
    "additionalProperties": false,
    "properties": {
      "name": {
        "type": "string",
        "minLength": 1,
        "description": "Preferred romanized name."
      },
      "alternate_names": {
        "type": "array",
        "items": {
          "type": "string",
          "minLength": 1
        },
        "description": "Other names of the same person."
      },
      "job_title": {
        "type": "string",
        "minLength": 1
      },
      "headline": {
        "type": "string",
        "description": "One-line positioning statement."
      },
      "summary": {
        "type": "string",
        "description": "Paragraph-length biography."
      },
      "status": {
        "type": "string",
        "description": "What the owner is doing now."
      },
      "location": {
        "$ref": "#/components/schemas/Location"
      },
      "languages": {
        "type": "array",
        "items": {
          "type": "string",
          "pattern": "^[a-z]{2,3}(-[A-Za-z0-9]{2,8})*$"
        },
        "description": "BCP 47 language subtags the owner works in."
      },
      "years_of_experience": {
        "type": "integer",
        "minimum": 0,
        "description": "Years of professional Android development."
      },
      "email": {
        "type": "string",
        "format": "email",
        "description": "Public contact address."
      },
      "url": {
        "type": "string",
        "format": "uri",
        "description": "Canonical home page."
      },
      "image": {
        "type": "string",
        "format": "uri",
        "description": "Portrait image URL."
      },
      "stats": {
        "type": "array",
        "items": {
          "$ref": "#/components/schemas/Stat"
        },
        "description": "Headline figures."
      },
      "skills": {
        "type": "array",
        "items": {
          "$ref": "#/components/schemas/SkillGroup"
        },
        "description": "Skills grouped by area."
      },
      "links": {
        "type": "array",
        "items": {
          "$ref": "#/components/schemas/Link"
        },
        "description": "Canonical links of the identity."
      },
      "generated_at": {
        "type": "string",
        "format": "date-time"
      }
    }
  },
  "ProjectList": {
    "title": "ProjectList",
    "description": "Returned by /api/projects.json: featured projects first, then newest release first.",
    "type": "object",
    "required": [
      "count",
      "projects"
    ],
    "additionalProperties": false,
    "properties": {
      "count": {
        "type": "integer",
        "minimum": 0,
        "description": "Number of projects returned."
      },
      "generated_at": {
        "type": "string",
        "format": "date-time"
      },
      "projects": {
        "type": "array",
        "items": {
          "$ref": "#/components/schemas/Project"
        },
        "description": "Newest and most prominent first."
      }
    }
  },
  "Project": {
    "title": "Project",
    "description": "A product the owner built solo (indie) or shipped inside a company (professional).",
    "type": "object",
    "required": [
      "id",
      "name",
      "type",
      "summary"
    ],
    "additionalProperties": false,
    "properties": {
      "id": {
        "type": "string",
        "pattern": "^[a-z0-9]+(-[a-z0-9]+)*$",
        "description": "Stable identifier."
      },
      "name": {
        "type": "string",
        "minLength": 1
      },
      "type": {
        "type": "string",
        "enum": [
          "indie",
          "professional"
        ],
        "description": "indie: built solo; professional: shipped inside a company."
      },
      "status": {
        "type": "string",
        "enum": [
          "live",
          "shipped"
        ],
        "description": "live: the owner still maintains the app; shipped: no longer maintained."
      },
      "platform": {
        "type": "string"
      },
      "role": {
        "type": [
          "string",
          "null"
        ],
        "description": "Owner's role when it differs from engineering."
      },
      "organization": {
        "type": [
          "string",
          "null"
        ],
        "description": "Company the product belongs to, for professional work."
      },
      "category": {
        "type": [
          "string",
          "null"
        ],
        "description": "Product category."
      },
      "summary": {
        "type": "string",
        "minLength": 1,
        "description": "What the product does."
      },
      "downloads": {
        "type": [
          "string",
          "null"
        ],
        "description": "Publicly reported download count, as displayed by the store (display string)."
      },
      "tech": {
        "type": "array",
        "items": {
          "type": "string",
          "minLength": 1
        },
        "description": "Notable technologies."
      },
      "url": {
        "type": [
          "string",
          "null"
        ],
        "format": "uri",
        "description": "Store or product URL, when public."
      }
    }
  },
  "SkillGroup": {
    "title": "SkillGroup",
    "description": "Skills of one area.",
    "type": "object",
    "additionalProperties": false,
    "properties": {
      "group": {
        "type": "string",
        "minLength": 1
      },
      "items": {
        "type": "array",
        "items": {
          "type": "string",
          "minLength": 1
        }
      }
    }
  },
  "Stat": {
    "title": "Stat",
    "description": "A headline figure.",
    "type": "object",
    "additionalProperties": false,
    "properties": {
      "label": {
        "type": "string",
        "minLength": 1
      },
      "value": {
        "type": "string",
        "minLength": 1,
        "description": "Display string, not a number."
      }
    }
  },
  "TagList": {
    "title": "TagList",
    "description": "Returned by /api/tags.json: every tag with its post count and the slugs of its posts.",
    "type": "object",
    "required": [
      "count",
      "tags"
    ],
    "additionalProperties": false,
    "properties": {
      "count": {
        "type": "integer",
        "minimum": 0,
        "description": "Number of tags."
      },
      "generated_at": {
        "type": "string",
        "format": "date-time"
      },
      "tags": {
        "type": "array",
        "items": {
          "$ref": "#/components/schemas/Tag"
        }
      }
    }
  },
  "Tag": {
    "title": "Tag",
    "description": "A topic tag of the blog.",
    "type": "object",
    "required": [
      "name",
      "count"
    ],
    "additionalProperties": false,
    "properties": {
      "name": {
        "type": "string",
        "minLength": 1,
        "description": "Tag as written on the posts."
      },
      "slug": {
        "type": "string",
        "minLength": 1,
        "description": "URL-safe form used in the on-site tag index."
      },
      "url": {
        "type": "string",
        "format": "uri",
        "description": "Human-readable page listing posts with the tag."
      },
      "count": {
        "type": "integer",
        "minimum": 1,
        "description": "Number of posts carrying the tag."
      },
      "posts": {
        "type": "array",
        "items": {
          "type": "string"
        },
        "uniqueItems": true,
        "description": "Slugs (values of Post.id) of the posts carrying the tag."
      }
    }
  }
};
