import type { TEMPLATE_NAMES } from '../../../content/theme.js';

type TemplateName = (typeof TEMPLATE_NAMES)[number];

/**
 * The default template of each page kind. An owner overrides one by writing
 * `content/theme/<kind>.liquid` (docs/pages.md lists the data each receives).
 */
const postList = `<ul class="list">
{%- for post in posts %}
<li><time datetime="{{ post.date }}">{{ post.day }}</time> <a href="{{ post.href }}">{{ post.title }}</a></li>
{%- endfor %}
</ul>`;

export const KINDS = {
  home: `{% layout "layout" %}{% block content %}
<h1>{{ profile.name }}</h1>
<p class="muted">{{ profile.job_title }}{% if profile.location %} · {{ profile.location }}{% endif %}</p>
{%- if profile.headline %}
<p><strong>{{ profile.headline }}</strong></p>
{%- endif %}
{%- if profile.summary %}
<p>{{ profile.summary }}</p>
{%- endif %}
{%- if profile.stats.size > 0 %}
<dl class="stats">
{%- for stat in profile.stats %}
<div><dt>{{ stat.label }}</dt><dd>{{ stat.value }}</dd></div>
{%- endfor %}
</dl>
{%- endif %}
<h2>{{ text.latest }}</h2>
{%- assign posts = latest %}
${postList}
<p><a href="{{ site.blog }}">{{ text.all_posts }}</a></p>
{%- if featured.size > 0 %}
<h2>{{ text.featured }}</h2>
<ul class="cards">
{%- for project in featured %}
<li><h3>{% if project.url %}<a href="{{ project.url }}">{{ project.name }}</a>{% else %}{{ project.name }}{% endif %}</h3>
<p class="meta">{{ project.facts }}</p><p>{{ project.summary }}</p></li>
{%- endfor %}
</ul>
<p><a href="{{ site.projects }}">{{ text.all_projects }}</a></p>
{%- endif %}
{%- if profile.skills.size > 0 %}
<h2>{{ text.skills }}</h2>
{%- for group in profile.skills %}
<h3>{{ group.group }}</h3>
<ul class="chips">{% for item in group.items %}<li>{{ item }}</li>{% endfor %}</ul>
{%- endfor %}
{%- endif %}
{%- if profile.links.size > 0 %}
<h2>{{ text.links }}</h2>
<ul>
{%- for link in profile.links %}
<li><a href="{{ link.url }}">{{ link.label }}</a></li>
{%- endfor %}
</ul>
{%- endif %}
{% endblock %}`,

  blog: `{% layout "layout" %}{% block content %}
<h1>{{ page.heading }}</h1>
<p class="muted">{{ count_text }} · <a href="{{ site.tags }}">{{ text.tags }}</a></p>
{%- for year in years %}
<h2 id="y{{ year.year }}">{{ year.year }}</h2>
{%- assign posts = year.posts %}
${postList}
{%- endfor %}
{% endblock %}`,

  post: `{% layout "layout" %}{% block content %}
<article>
<header>
<h1>{{ post.title }}</h1>
<p class="meta"><time datetime="{{ post.date }}">{{ post.day }}</time>
{%- if post.modified_day %} · {{ text.modified }} <time datetime="{{ post.modified }}">{{ post.modified_day }}</time>{% endif %}</p>
{%- if post.tags.size > 0 %}
<ul class="tags">{% for tag in post.tags %}<li><a href="{{ tag.href }}">{{ tag.name }}</a></li>{% endfor %}</ul>
{%- endif %}
</header>
{%- if post.legacy %}
<p class="notice" role="note"><strong>{{ text.legacy_title }}</strong> {{ text.legacy }}</p>
{%- endif %}
{{ post.html | raw }}
</article>
{%- if previous or next %}
<nav class="pager" aria-label="{{ text.pager }}">
{%- if previous %}<a class="previous" href="{{ previous.href }}" rel="prev">← {{ previous.title }}</a>{% endif %}
{%- if next %}<a class="next" href="{{ next.href }}" rel="next">{{ next.title }} →</a>{% endif %}
</nav>
{%- endif %}
{% endblock %}`,

  tags: `{% layout "layout" %}{% block content %}
<h1>{{ page.heading }}</h1>
<ul class="tags">
{%- for tag in tags %}
<li><a href="{{ tag.href }}">{{ tag.name }} <span class="muted">{{ tag.count }}</span></a></li>
{%- endfor %}
</ul>
{% endblock %}`,

  tag: `{% layout "layout" %}{% block content %}
<h1>{{ page.heading }}</h1>
<p class="muted">{{ count_text }} · <a href="{{ site.tags }}">{{ text.tags }}</a></p>
${postList}
{% endblock %}`,

  projects: `{% layout "layout" %}{% block content %}
<h1>{{ page.heading }}</h1>
<ul class="cards">
{%- for project in projects %}
<li><h2>{% if project.url %}<a href="{{ project.url }}">{{ project.name }}</a>{% else %}{{ project.name }}{% endif %}</h2>
<p class="meta">{{ project.facts }}</p><p>{{ project.summary }}</p>
{%- if project.tech.size > 0 %}<p class="meta">{{ project.tech | join: " · " }}</p>{% endif %}</li>
{%- endfor %}
</ul>
{% endblock %}`,

  experience: `{% layout "layout" %}{% block content %}
<h1>{{ page.heading }}</h1>
{%- for job in experience %}
<section>
<h2>{{ job.organization }} · {{ job.role }}</h2>
<p class="meta">{{ job.period }}</p>
{%- if job.summary %}<p>{{ job.summary }}</p>{% endif %}
{%- if job.highlights.size > 0 %}
<ul>{% for item in job.highlights %}<li>{{ item }}</li>{% endfor %}</ul>
{%- endif %}
</section>
{%- endfor %}
{% endblock %}`,

  developers: `{% layout "layout" %}{% block content %}
<h1>{{ page.heading }}</h1>
{%- if api.description %}<p>{{ api.description_html | raw }}</p>{% endif %}
<p>{{ text.api_intro }} <a href="{{ api.openapi }}">openapi.json</a> · <a href="{{ api.llms }}">llms.txt</a> · <a href="{{ api.index }}">index.json</a></p>
<h2>{{ text.endpoints }}</h2>
<ul>{% for e in api.endpoints %}<li><a href="#{{ e.id }}"><code>GET {{ e.path }}</code></a> — {{ e.summary }}</li>{% endfor %}</ul>
<h2>{{ text.usage }}</h2>
<ul>{% for line in text.guidance %}<li>{{ line }}</li>{% endfor %}</ul>
<p>{{ text.license }} <a href="{{ api.license.url }}">{{ api.license.name }}</a></p>
{%- for e in api.endpoints %}
<section class="endpoint">
<h2 id="{{ e.id }}"><code>GET {{ e.path }}</code></h2>
<p><strong>{{ e.summary }}</strong> ({{ e.operation_id }}). {{ e.description_html | raw }}</p>
<pre tabindex="0"><code>curl -i {{ e.url }}</code></pre>
<pre tabindex="0"><code>const response = await fetch("{{ e.url }}");
const body = await response.json();</code></pre>
{%- for schema in e.schemas %}
<h3>{{ schema.name }}</h3>
<div class="table"><table class="fields">
<thead><tr><th>{{ text.field }}</th><th>{{ text.type }}</th><th>{{ text.description }}</th></tr></thead>
<tbody>
{%- for f in schema.fields %}
<tr><td><code>{{ f.name }}</code>{% if f.required %} *{% endif %}</td><td>{{ f.type }}</td><td>{{ f.description_html | raw }}</td></tr>
{%- endfor %}
</tbody>
</table></div>
{%- endfor %}
{%- if e.example %}
<details><summary>{{ text.example }}</summary>
<pre tabindex="0"><code class="language-json">{{ e.example }}</code></pre>
</details>
{%- endif %}
</section>
{%- endfor %}
{% endblock %}`,

  '404': `{% layout "layout" %}{% block content %}
<h1>404</h1>
<p>{{ text.not_found }}</p>
<ul>
<li><a href="{{ site.home }}">{{ site.title }}</a></li>
<li><a href="{{ site.blog }}">{{ text.blog }}</a></li>
<li><a href="{{ site.developers }}">{{ text.developers }}</a></li>
</ul>
{% endblock %}`,
} as const satisfies Record<Exclude<TemplateName, 'layout'>, string>;

export type PageKind = keyof typeof KINDS;
export const PAGE_KINDS = Object.keys(KINDS) as PageKind[];
