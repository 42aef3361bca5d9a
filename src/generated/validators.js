// Generated from schemas/ by scripts/gen.mjs. Do not edit: run `npm run gen`.
import { createRequire } from 'node:module';
import { formats } from '../check/formats.js';
const require = createRequire(import.meta.url);

export const api_api_index = validate20;
const schema31 = {"$schema":"https://json-schema.org/draft/2020-12/schema","$id":"https://schemas.site-api.dev/api/api-index.schema.json","title":"ApiIndex","description":"Returned by /api/index.json: every endpoint of the API, its licence and caching guidance.","type":"object","required":["api","version","endpoints"],"additionalProperties":false,"properties":{"api":{"type":"string","minLength":1,"description":"Human-readable API name."},"version":{"type":"string","pattern":"^(0|[1-9]\\d*)\\.(0|[1-9]\\d*)\\.(0|[1-9]\\d*)(-[0-9A-Za-z.-]+)?(\\+[0-9A-Za-z.-]+)?$","description":"Semantic version of the API contract."},"description":{"type":"string","description":"What the API exposes."},"documentation":{"type":"string","format":"uri","description":"URL of the developer portal."},"openapi":{"type":"string","format":"uri","description":"URL of the OpenAPI specification."},"llms_txt":{"type":"string","format":"uri","description":"URL of an agent guide text file."},"generated_at":{"type":"string","format":"date-time","description":"Build time of the document."},"auth":{"type":"string","const":"none","description":"Always the value none."},"cors":{"type":"string","description":"Value of the Access-Control-Allow-Origin header (*)."},"rate_limit":{"type":"string","description":"Caching and polling guidance; no enforced quota."},"license":{"$ref":"license.schema.json"},"endpoints":{"type":"array","items":{"$ref":"endpoint.schema.json"},"description":"Every endpoint of the API."}}};
const schema32 = {"$schema":"https://json-schema.org/draft/2020-12/schema","$id":"https://schemas.site-api.dev/api/license.schema.json","title":"License","description":"Licence of the returned data.","type":"object","required":["name","url"],"additionalProperties":false,"properties":{"name":{"type":"string","minLength":1,"description":"Name of the licence, e.g. CC BY 4.0."},"url":{"type":"string","format":"uri","description":"URL of the licence text."}}};
const schema33 = {"$schema":"https://json-schema.org/draft/2020-12/schema","$id":"https://schemas.site-api.dev/api/endpoint.schema.json","title":"Endpoint","description":"One endpoint of the API.","type":"object","required":["path","method","operationId"],"additionalProperties":false,"properties":{"path":{"type":"string","pattern":"^/","description":"Path relative to the server URL."},"method":{"type":"string","enum":["GET"]},"operationId":{"type":"string","pattern":"^[A-Za-z][A-Za-z0-9]*$","description":"Unique; matches the OpenAPI description."},"summary":{"type":"string","description":"Short label."},"description":{"type":"string","description":"What it returns and when to call it."}}};
const func1 = Object.prototype.hasOwnProperty;
const func2 = require("ajv/dist/runtime/ucs2length").default;
const pattern4 = new RegExp("^(0|[1-9]\\d*)\\.(0|[1-9]\\d*)\\.(0|[1-9]\\d*)(-[0-9A-Za-z.-]+)?(\\+[0-9A-Za-z.-]+)?$", "u");
const pattern5 = new RegExp("^/", "u");
const pattern6 = new RegExp("^[A-Za-z][A-Za-z0-9]*$", "u");
const formats0 = formats.uri;
const formats6 = formats["date-time"];

function validate20(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){
/*# sourceURL="https://schemas.site-api.dev/api/api-index.schema.json" */;
let vErrors = null;
let errors = 0;
const evaluated0 = validate20.evaluated;
if(evaluated0.dynamicProps){
evaluated0.props = undefined;
}
if(evaluated0.dynamicItems){
evaluated0.items = undefined;
}
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.api === undefined){
const err0 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "api"},message:"must have required property '"+"api"+"'",schema:schema31.required,parentSchema:schema31,data};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
if(data.version === undefined){
const err1 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "version"},message:"must have required property '"+"version"+"'",schema:schema31.required,parentSchema:schema31,data};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
if(data.endpoints === undefined){
const err2 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "endpoints"},message:"must have required property '"+"endpoints"+"'",schema:schema31.required,parentSchema:schema31,data};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
for(const key0 in data){
if(!(func1.call(schema31.properties, key0))){
const err3 = {instancePath,schemaPath:"#/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key0},message:"must NOT have additional properties",schema:false,parentSchema:schema31,data};
if(vErrors === null){
vErrors = [err3];
}
else {
vErrors.push(err3);
}
errors++;
}
}
if(data.api !== undefined){
let data0 = data.api;
if(typeof data0 === "string"){
if(func2(data0) < 1){
const err4 = {instancePath:instancePath+"/api",schemaPath:"#/properties/api/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters",schema:1,parentSchema:schema31.properties.api,data:data0};
if(vErrors === null){
vErrors = [err4];
}
else {
vErrors.push(err4);
}
errors++;
}
}
else {
const err5 = {instancePath:instancePath+"/api",schemaPath:"#/properties/api/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema31.properties.api.type,parentSchema:schema31.properties.api,data:data0};
if(vErrors === null){
vErrors = [err5];
}
else {
vErrors.push(err5);
}
errors++;
}
}
if(data.version !== undefined){
let data1 = data.version;
if(typeof data1 === "string"){
if(!pattern4.test(data1)){
const err6 = {instancePath:instancePath+"/version",schemaPath:"#/properties/version/pattern",keyword:"pattern",params:{pattern: "^(0|[1-9]\\d*)\\.(0|[1-9]\\d*)\\.(0|[1-9]\\d*)(-[0-9A-Za-z.-]+)?(\\+[0-9A-Za-z.-]+)?$"},message:"must match pattern \""+"^(0|[1-9]\\d*)\\.(0|[1-9]\\d*)\\.(0|[1-9]\\d*)(-[0-9A-Za-z.-]+)?(\\+[0-9A-Za-z.-]+)?$"+"\"",schema:"^(0|[1-9]\\d*)\\.(0|[1-9]\\d*)\\.(0|[1-9]\\d*)(-[0-9A-Za-z.-]+)?(\\+[0-9A-Za-z.-]+)?$",parentSchema:schema31.properties.version,data:data1};
if(vErrors === null){
vErrors = [err6];
}
else {
vErrors.push(err6);
}
errors++;
}
}
else {
const err7 = {instancePath:instancePath+"/version",schemaPath:"#/properties/version/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema31.properties.version.type,parentSchema:schema31.properties.version,data:data1};
if(vErrors === null){
vErrors = [err7];
}
else {
vErrors.push(err7);
}
errors++;
}
}
if(data.description !== undefined){
let data2 = data.description;
if(typeof data2 !== "string"){
const err8 = {instancePath:instancePath+"/description",schemaPath:"#/properties/description/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema31.properties.description.type,parentSchema:schema31.properties.description,data:data2};
if(vErrors === null){
vErrors = [err8];
}
else {
vErrors.push(err8);
}
errors++;
}
}
if(data.documentation !== undefined){
let data3 = data.documentation;
if(typeof data3 === "string"){
if(!(formats0(data3))){
const err9 = {instancePath:instancePath+"/documentation",schemaPath:"#/properties/documentation/format",keyword:"format",params:{format: "uri"},message:"must match format \""+"uri"+"\"",schema:"uri",parentSchema:schema31.properties.documentation,data:data3};
if(vErrors === null){
vErrors = [err9];
}
else {
vErrors.push(err9);
}
errors++;
}
}
else {
const err10 = {instancePath:instancePath+"/documentation",schemaPath:"#/properties/documentation/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema31.properties.documentation.type,parentSchema:schema31.properties.documentation,data:data3};
if(vErrors === null){
vErrors = [err10];
}
else {
vErrors.push(err10);
}
errors++;
}
}
if(data.openapi !== undefined){
let data4 = data.openapi;
if(typeof data4 === "string"){
if(!(formats0(data4))){
const err11 = {instancePath:instancePath+"/openapi",schemaPath:"#/properties/openapi/format",keyword:"format",params:{format: "uri"},message:"must match format \""+"uri"+"\"",schema:"uri",parentSchema:schema31.properties.openapi,data:data4};
if(vErrors === null){
vErrors = [err11];
}
else {
vErrors.push(err11);
}
errors++;
}
}
else {
const err12 = {instancePath:instancePath+"/openapi",schemaPath:"#/properties/openapi/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema31.properties.openapi.type,parentSchema:schema31.properties.openapi,data:data4};
if(vErrors === null){
vErrors = [err12];
}
else {
vErrors.push(err12);
}
errors++;
}
}
if(data.llms_txt !== undefined){
let data5 = data.llms_txt;
if(typeof data5 === "string"){
if(!(formats0(data5))){
const err13 = {instancePath:instancePath+"/llms_txt",schemaPath:"#/properties/llms_txt/format",keyword:"format",params:{format: "uri"},message:"must match format \""+"uri"+"\"",schema:"uri",parentSchema:schema31.properties.llms_txt,data:data5};
if(vErrors === null){
vErrors = [err13];
}
else {
vErrors.push(err13);
}
errors++;
}
}
else {
const err14 = {instancePath:instancePath+"/llms_txt",schemaPath:"#/properties/llms_txt/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema31.properties.llms_txt.type,parentSchema:schema31.properties.llms_txt,data:data5};
if(vErrors === null){
vErrors = [err14];
}
else {
vErrors.push(err14);
}
errors++;
}
}
if(data.generated_at !== undefined){
let data6 = data.generated_at;
if(typeof data6 === "string"){
if(!(formats6(data6))){
const err15 = {instancePath:instancePath+"/generated_at",schemaPath:"#/properties/generated_at/format",keyword:"format",params:{format: "date-time"},message:"must match format \""+"date-time"+"\"",schema:"date-time",parentSchema:schema31.properties.generated_at,data:data6};
if(vErrors === null){
vErrors = [err15];
}
else {
vErrors.push(err15);
}
errors++;
}
}
else {
const err16 = {instancePath:instancePath+"/generated_at",schemaPath:"#/properties/generated_at/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema31.properties.generated_at.type,parentSchema:schema31.properties.generated_at,data:data6};
if(vErrors === null){
vErrors = [err16];
}
else {
vErrors.push(err16);
}
errors++;
}
}
if(data.auth !== undefined){
let data7 = data.auth;
if(typeof data7 !== "string"){
const err17 = {instancePath:instancePath+"/auth",schemaPath:"#/properties/auth/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema31.properties.auth.type,parentSchema:schema31.properties.auth,data:data7};
if(vErrors === null){
vErrors = [err17];
}
else {
vErrors.push(err17);
}
errors++;
}
if("none" !== data7){
const err18 = {instancePath:instancePath+"/auth",schemaPath:"#/properties/auth/const",keyword:"const",params:{allowedValue: "none"},message:"must be equal to constant",schema:"none",parentSchema:schema31.properties.auth,data:data7};
if(vErrors === null){
vErrors = [err18];
}
else {
vErrors.push(err18);
}
errors++;
}
}
if(data.cors !== undefined){
let data8 = data.cors;
if(typeof data8 !== "string"){
const err19 = {instancePath:instancePath+"/cors",schemaPath:"#/properties/cors/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema31.properties.cors.type,parentSchema:schema31.properties.cors,data:data8};
if(vErrors === null){
vErrors = [err19];
}
else {
vErrors.push(err19);
}
errors++;
}
}
if(data.rate_limit !== undefined){
let data9 = data.rate_limit;
if(typeof data9 !== "string"){
const err20 = {instancePath:instancePath+"/rate_limit",schemaPath:"#/properties/rate_limit/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema31.properties.rate_limit.type,parentSchema:schema31.properties.rate_limit,data:data9};
if(vErrors === null){
vErrors = [err20];
}
else {
vErrors.push(err20);
}
errors++;
}
}
if(data.license !== undefined){
let data10 = data.license;
if(data10 && typeof data10 == "object" && !Array.isArray(data10)){
if(data10.name === undefined){
const err21 = {instancePath:instancePath+"/license",schemaPath:"license.schema.json/required",keyword:"required",params:{missingProperty: "name"},message:"must have required property '"+"name"+"'",schema:schema32.required,parentSchema:schema32,data:data10};
if(vErrors === null){
vErrors = [err21];
}
else {
vErrors.push(err21);
}
errors++;
}
if(data10.url === undefined){
const err22 = {instancePath:instancePath+"/license",schemaPath:"license.schema.json/required",keyword:"required",params:{missingProperty: "url"},message:"must have required property '"+"url"+"'",schema:schema32.required,parentSchema:schema32,data:data10};
if(vErrors === null){
vErrors = [err22];
}
else {
vErrors.push(err22);
}
errors++;
}
for(const key1 in data10){
if(!((key1 === "name") || (key1 === "url"))){
const err23 = {instancePath:instancePath+"/license",schemaPath:"license.schema.json/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key1},message:"must NOT have additional properties",schema:false,parentSchema:schema32,data:data10};
if(vErrors === null){
vErrors = [err23];
}
else {
vErrors.push(err23);
}
errors++;
}
}
if(data10.name !== undefined){
let data11 = data10.name;
if(typeof data11 === "string"){
if(func2(data11) < 1){
const err24 = {instancePath:instancePath+"/license/name",schemaPath:"license.schema.json/properties/name/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters",schema:1,parentSchema:schema32.properties.name,data:data11};
if(vErrors === null){
vErrors = [err24];
}
else {
vErrors.push(err24);
}
errors++;
}
}
else {
const err25 = {instancePath:instancePath+"/license/name",schemaPath:"license.schema.json/properties/name/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema32.properties.name.type,parentSchema:schema32.properties.name,data:data11};
if(vErrors === null){
vErrors = [err25];
}
else {
vErrors.push(err25);
}
errors++;
}
}
if(data10.url !== undefined){
let data12 = data10.url;
if(typeof data12 === "string"){
if(!(formats0(data12))){
const err26 = {instancePath:instancePath+"/license/url",schemaPath:"license.schema.json/properties/url/format",keyword:"format",params:{format: "uri"},message:"must match format \""+"uri"+"\"",schema:"uri",parentSchema:schema32.properties.url,data:data12};
if(vErrors === null){
vErrors = [err26];
}
else {
vErrors.push(err26);
}
errors++;
}
}
else {
const err27 = {instancePath:instancePath+"/license/url",schemaPath:"license.schema.json/properties/url/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema32.properties.url.type,parentSchema:schema32.properties.url,data:data12};
if(vErrors === null){
vErrors = [err27];
}
else {
vErrors.push(err27);
}
errors++;
}
}
}
else {
const err28 = {instancePath:instancePath+"/license",schemaPath:"license.schema.json/type",keyword:"type",params:{type: "object"},message:"must be object",schema:schema32.type,parentSchema:schema32,data:data10};
if(vErrors === null){
vErrors = [err28];
}
else {
vErrors.push(err28);
}
errors++;
}
}
if(data.endpoints !== undefined){
let data13 = data.endpoints;
if(Array.isArray(data13)){
const len0 = data13.length;
for(let i0=0; i0<len0; i0++){
let data14 = data13[i0];
if(data14 && typeof data14 == "object" && !Array.isArray(data14)){
if(data14.path === undefined){
const err29 = {instancePath:instancePath+"/endpoints/" + i0,schemaPath:"endpoint.schema.json/required",keyword:"required",params:{missingProperty: "path"},message:"must have required property '"+"path"+"'",schema:schema33.required,parentSchema:schema33,data:data14};
if(vErrors === null){
vErrors = [err29];
}
else {
vErrors.push(err29);
}
errors++;
}
if(data14.method === undefined){
const err30 = {instancePath:instancePath+"/endpoints/" + i0,schemaPath:"endpoint.schema.json/required",keyword:"required",params:{missingProperty: "method"},message:"must have required property '"+"method"+"'",schema:schema33.required,parentSchema:schema33,data:data14};
if(vErrors === null){
vErrors = [err30];
}
else {
vErrors.push(err30);
}
errors++;
}
if(data14.operationId === undefined){
const err31 = {instancePath:instancePath+"/endpoints/" + i0,schemaPath:"endpoint.schema.json/required",keyword:"required",params:{missingProperty: "operationId"},message:"must have required property '"+"operationId"+"'",schema:schema33.required,parentSchema:schema33,data:data14};
if(vErrors === null){
vErrors = [err31];
}
else {
vErrors.push(err31);
}
errors++;
}
for(const key2 in data14){
if(!(((((key2 === "path") || (key2 === "method")) || (key2 === "operationId")) || (key2 === "summary")) || (key2 === "description"))){
const err32 = {instancePath:instancePath+"/endpoints/" + i0,schemaPath:"endpoint.schema.json/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key2},message:"must NOT have additional properties",schema:false,parentSchema:schema33,data:data14};
if(vErrors === null){
vErrors = [err32];
}
else {
vErrors.push(err32);
}
errors++;
}
}
if(data14.path !== undefined){
let data15 = data14.path;
if(typeof data15 === "string"){
if(!pattern5.test(data15)){
const err33 = {instancePath:instancePath+"/endpoints/" + i0+"/path",schemaPath:"endpoint.schema.json/properties/path/pattern",keyword:"pattern",params:{pattern: "^/"},message:"must match pattern \""+"^/"+"\"",schema:"^/",parentSchema:schema33.properties.path,data:data15};
if(vErrors === null){
vErrors = [err33];
}
else {
vErrors.push(err33);
}
errors++;
}
}
else {
const err34 = {instancePath:instancePath+"/endpoints/" + i0+"/path",schemaPath:"endpoint.schema.json/properties/path/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema33.properties.path.type,parentSchema:schema33.properties.path,data:data15};
if(vErrors === null){
vErrors = [err34];
}
else {
vErrors.push(err34);
}
errors++;
}
}
if(data14.method !== undefined){
let data16 = data14.method;
if(typeof data16 !== "string"){
const err35 = {instancePath:instancePath+"/endpoints/" + i0+"/method",schemaPath:"endpoint.schema.json/properties/method/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema33.properties.method.type,parentSchema:schema33.properties.method,data:data16};
if(vErrors === null){
vErrors = [err35];
}
else {
vErrors.push(err35);
}
errors++;
}
if(!(data16 === "GET")){
const err36 = {instancePath:instancePath+"/endpoints/" + i0+"/method",schemaPath:"endpoint.schema.json/properties/method/enum",keyword:"enum",params:{allowedValues: schema33.properties.method.enum},message:"must be equal to one of the allowed values",schema:schema33.properties.method.enum,parentSchema:schema33.properties.method,data:data16};
if(vErrors === null){
vErrors = [err36];
}
else {
vErrors.push(err36);
}
errors++;
}
}
if(data14.operationId !== undefined){
let data17 = data14.operationId;
if(typeof data17 === "string"){
if(!pattern6.test(data17)){
const err37 = {instancePath:instancePath+"/endpoints/" + i0+"/operationId",schemaPath:"endpoint.schema.json/properties/operationId/pattern",keyword:"pattern",params:{pattern: "^[A-Za-z][A-Za-z0-9]*$"},message:"must match pattern \""+"^[A-Za-z][A-Za-z0-9]*$"+"\"",schema:"^[A-Za-z][A-Za-z0-9]*$",parentSchema:schema33.properties.operationId,data:data17};
if(vErrors === null){
vErrors = [err37];
}
else {
vErrors.push(err37);
}
errors++;
}
}
else {
const err38 = {instancePath:instancePath+"/endpoints/" + i0+"/operationId",schemaPath:"endpoint.schema.json/properties/operationId/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema33.properties.operationId.type,parentSchema:schema33.properties.operationId,data:data17};
if(vErrors === null){
vErrors = [err38];
}
else {
vErrors.push(err38);
}
errors++;
}
}
if(data14.summary !== undefined){
let data18 = data14.summary;
if(typeof data18 !== "string"){
const err39 = {instancePath:instancePath+"/endpoints/" + i0+"/summary",schemaPath:"endpoint.schema.json/properties/summary/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema33.properties.summary.type,parentSchema:schema33.properties.summary,data:data18};
if(vErrors === null){
vErrors = [err39];
}
else {
vErrors.push(err39);
}
errors++;
}
}
if(data14.description !== undefined){
let data19 = data14.description;
if(typeof data19 !== "string"){
const err40 = {instancePath:instancePath+"/endpoints/" + i0+"/description",schemaPath:"endpoint.schema.json/properties/description/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema33.properties.description.type,parentSchema:schema33.properties.description,data:data19};
if(vErrors === null){
vErrors = [err40];
}
else {
vErrors.push(err40);
}
errors++;
}
}
}
else {
const err41 = {instancePath:instancePath+"/endpoints/" + i0,schemaPath:"endpoint.schema.json/type",keyword:"type",params:{type: "object"},message:"must be object",schema:schema33.type,parentSchema:schema33,data:data14};
if(vErrors === null){
vErrors = [err41];
}
else {
vErrors.push(err41);
}
errors++;
}
}
}
else {
const err42 = {instancePath:instancePath+"/endpoints",schemaPath:"#/properties/endpoints/type",keyword:"type",params:{type: "array"},message:"must be array",schema:schema31.properties.endpoints.type,parentSchema:schema31.properties.endpoints,data:data13};
if(vErrors === null){
vErrors = [err42];
}
else {
vErrors.push(err42);
}
errors++;
}
}
}
else {
const err43 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object",schema:schema31.type,parentSchema:schema31,data};
if(vErrors === null){
vErrors = [err43];
}
else {
vErrors.push(err43);
}
errors++;
}
validate20.errors = vErrors;
return errors === 0;
}
validate20.evaluated = {"props":true,"dynamicProps":false,"dynamicItems":false};

export const api_endpoint = validate21;

function validate21(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){
/*# sourceURL="https://schemas.site-api.dev/api/endpoint.schema.json" */;
let vErrors = null;
let errors = 0;
const evaluated0 = validate21.evaluated;
if(evaluated0.dynamicProps){
evaluated0.props = undefined;
}
if(evaluated0.dynamicItems){
evaluated0.items = undefined;
}
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.path === undefined){
const err0 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "path"},message:"must have required property '"+"path"+"'",schema:schema33.required,parentSchema:schema33,data};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
if(data.method === undefined){
const err1 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "method"},message:"must have required property '"+"method"+"'",schema:schema33.required,parentSchema:schema33,data};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
if(data.operationId === undefined){
const err2 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "operationId"},message:"must have required property '"+"operationId"+"'",schema:schema33.required,parentSchema:schema33,data};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
for(const key0 in data){
if(!(((((key0 === "path") || (key0 === "method")) || (key0 === "operationId")) || (key0 === "summary")) || (key0 === "description"))){
const err3 = {instancePath,schemaPath:"#/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key0},message:"must NOT have additional properties",schema:false,parentSchema:schema33,data};
if(vErrors === null){
vErrors = [err3];
}
else {
vErrors.push(err3);
}
errors++;
}
}
if(data.path !== undefined){
let data0 = data.path;
if(typeof data0 === "string"){
if(!pattern5.test(data0)){
const err4 = {instancePath:instancePath+"/path",schemaPath:"#/properties/path/pattern",keyword:"pattern",params:{pattern: "^/"},message:"must match pattern \""+"^/"+"\"",schema:"^/",parentSchema:schema33.properties.path,data:data0};
if(vErrors === null){
vErrors = [err4];
}
else {
vErrors.push(err4);
}
errors++;
}
}
else {
const err5 = {instancePath:instancePath+"/path",schemaPath:"#/properties/path/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema33.properties.path.type,parentSchema:schema33.properties.path,data:data0};
if(vErrors === null){
vErrors = [err5];
}
else {
vErrors.push(err5);
}
errors++;
}
}
if(data.method !== undefined){
let data1 = data.method;
if(typeof data1 !== "string"){
const err6 = {instancePath:instancePath+"/method",schemaPath:"#/properties/method/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema33.properties.method.type,parentSchema:schema33.properties.method,data:data1};
if(vErrors === null){
vErrors = [err6];
}
else {
vErrors.push(err6);
}
errors++;
}
if(!(data1 === "GET")){
const err7 = {instancePath:instancePath+"/method",schemaPath:"#/properties/method/enum",keyword:"enum",params:{allowedValues: schema33.properties.method.enum},message:"must be equal to one of the allowed values",schema:schema33.properties.method.enum,parentSchema:schema33.properties.method,data:data1};
if(vErrors === null){
vErrors = [err7];
}
else {
vErrors.push(err7);
}
errors++;
}
}
if(data.operationId !== undefined){
let data2 = data.operationId;
if(typeof data2 === "string"){
if(!pattern6.test(data2)){
const err8 = {instancePath:instancePath+"/operationId",schemaPath:"#/properties/operationId/pattern",keyword:"pattern",params:{pattern: "^[A-Za-z][A-Za-z0-9]*$"},message:"must match pattern \""+"^[A-Za-z][A-Za-z0-9]*$"+"\"",schema:"^[A-Za-z][A-Za-z0-9]*$",parentSchema:schema33.properties.operationId,data:data2};
if(vErrors === null){
vErrors = [err8];
}
else {
vErrors.push(err8);
}
errors++;
}
}
else {
const err9 = {instancePath:instancePath+"/operationId",schemaPath:"#/properties/operationId/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema33.properties.operationId.type,parentSchema:schema33.properties.operationId,data:data2};
if(vErrors === null){
vErrors = [err9];
}
else {
vErrors.push(err9);
}
errors++;
}
}
if(data.summary !== undefined){
let data3 = data.summary;
if(typeof data3 !== "string"){
const err10 = {instancePath:instancePath+"/summary",schemaPath:"#/properties/summary/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema33.properties.summary.type,parentSchema:schema33.properties.summary,data:data3};
if(vErrors === null){
vErrors = [err10];
}
else {
vErrors.push(err10);
}
errors++;
}
}
if(data.description !== undefined){
let data4 = data.description;
if(typeof data4 !== "string"){
const err11 = {instancePath:instancePath+"/description",schemaPath:"#/properties/description/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema33.properties.description.type,parentSchema:schema33.properties.description,data:data4};
if(vErrors === null){
vErrors = [err11];
}
else {
vErrors.push(err11);
}
errors++;
}
}
}
else {
const err12 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object",schema:schema33.type,parentSchema:schema33,data};
if(vErrors === null){
vErrors = [err12];
}
else {
vErrors.push(err12);
}
errors++;
}
validate21.errors = vErrors;
return errors === 0;
}
validate21.evaluated = {"props":true,"dynamicProps":false,"dynamicItems":false};

export const api_error = validate22;
const schema35 = {"$schema":"https://json-schema.org/draft/2020-12/schema","$id":"https://schemas.site-api.dev/api/error.schema.json","title":"Error","description":"Body of every error response of the edge worker.","type":"object","required":["error"],"additionalProperties":false,"properties":{"error":{"type":"object","required":["code","message","status"],"additionalProperties":false,"properties":{"code":{"type":"string","enum":["not_found","not_acceptable","method_not_allowed"]},"message":{"type":"string","minLength":1,"description":"Human-readable, e.g. \"No such resource: /api/nope.json\"."},"status":{"type":"integer","enum":[404,405,406],"description":"HTTP status code."},"hint":{"type":"string","description":"Recovery advice; for not_found it points to /api/index.json."},"documentation_url":{"type":"string","format":"uri","description":"Location of the endpoint reference."}}}}};

function validate22(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){
/*# sourceURL="https://schemas.site-api.dev/api/error.schema.json" */;
let vErrors = null;
let errors = 0;
const evaluated0 = validate22.evaluated;
if(evaluated0.dynamicProps){
evaluated0.props = undefined;
}
if(evaluated0.dynamicItems){
evaluated0.items = undefined;
}
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.error === undefined){
const err0 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "error"},message:"must have required property '"+"error"+"'",schema:schema35.required,parentSchema:schema35,data};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
for(const key0 in data){
if(!(key0 === "error")){
const err1 = {instancePath,schemaPath:"#/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key0},message:"must NOT have additional properties",schema:false,parentSchema:schema35,data};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
}
if(data.error !== undefined){
let data0 = data.error;
if(data0 && typeof data0 == "object" && !Array.isArray(data0)){
if(data0.code === undefined){
const err2 = {instancePath:instancePath+"/error",schemaPath:"#/properties/error/required",keyword:"required",params:{missingProperty: "code"},message:"must have required property '"+"code"+"'",schema:schema35.properties.error.required,parentSchema:schema35.properties.error,data:data0};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
if(data0.message === undefined){
const err3 = {instancePath:instancePath+"/error",schemaPath:"#/properties/error/required",keyword:"required",params:{missingProperty: "message"},message:"must have required property '"+"message"+"'",schema:schema35.properties.error.required,parentSchema:schema35.properties.error,data:data0};
if(vErrors === null){
vErrors = [err3];
}
else {
vErrors.push(err3);
}
errors++;
}
if(data0.status === undefined){
const err4 = {instancePath:instancePath+"/error",schemaPath:"#/properties/error/required",keyword:"required",params:{missingProperty: "status"},message:"must have required property '"+"status"+"'",schema:schema35.properties.error.required,parentSchema:schema35.properties.error,data:data0};
if(vErrors === null){
vErrors = [err4];
}
else {
vErrors.push(err4);
}
errors++;
}
for(const key1 in data0){
if(!(((((key1 === "code") || (key1 === "message")) || (key1 === "status")) || (key1 === "hint")) || (key1 === "documentation_url"))){
const err5 = {instancePath:instancePath+"/error",schemaPath:"#/properties/error/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key1},message:"must NOT have additional properties",schema:false,parentSchema:schema35.properties.error,data:data0};
if(vErrors === null){
vErrors = [err5];
}
else {
vErrors.push(err5);
}
errors++;
}
}
if(data0.code !== undefined){
let data1 = data0.code;
if(typeof data1 !== "string"){
const err6 = {instancePath:instancePath+"/error/code",schemaPath:"#/properties/error/properties/code/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema35.properties.error.properties.code.type,parentSchema:schema35.properties.error.properties.code,data:data1};
if(vErrors === null){
vErrors = [err6];
}
else {
vErrors.push(err6);
}
errors++;
}
if(!(((data1 === "not_found") || (data1 === "not_acceptable")) || (data1 === "method_not_allowed"))){
const err7 = {instancePath:instancePath+"/error/code",schemaPath:"#/properties/error/properties/code/enum",keyword:"enum",params:{allowedValues: schema35.properties.error.properties.code.enum},message:"must be equal to one of the allowed values",schema:schema35.properties.error.properties.code.enum,parentSchema:schema35.properties.error.properties.code,data:data1};
if(vErrors === null){
vErrors = [err7];
}
else {
vErrors.push(err7);
}
errors++;
}
}
if(data0.message !== undefined){
let data2 = data0.message;
if(typeof data2 === "string"){
if(func2(data2) < 1){
const err8 = {instancePath:instancePath+"/error/message",schemaPath:"#/properties/error/properties/message/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters",schema:1,parentSchema:schema35.properties.error.properties.message,data:data2};
if(vErrors === null){
vErrors = [err8];
}
else {
vErrors.push(err8);
}
errors++;
}
}
else {
const err9 = {instancePath:instancePath+"/error/message",schemaPath:"#/properties/error/properties/message/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema35.properties.error.properties.message.type,parentSchema:schema35.properties.error.properties.message,data:data2};
if(vErrors === null){
vErrors = [err9];
}
else {
vErrors.push(err9);
}
errors++;
}
}
if(data0.status !== undefined){
let data3 = data0.status;
if(!(((typeof data3 == "number") && (!(data3 % 1) && !isNaN(data3))) && (isFinite(data3)))){
const err10 = {instancePath:instancePath+"/error/status",schemaPath:"#/properties/error/properties/status/type",keyword:"type",params:{type: "integer"},message:"must be integer",schema:schema35.properties.error.properties.status.type,parentSchema:schema35.properties.error.properties.status,data:data3};
if(vErrors === null){
vErrors = [err10];
}
else {
vErrors.push(err10);
}
errors++;
}
if(!(((data3 === 404) || (data3 === 405)) || (data3 === 406))){
const err11 = {instancePath:instancePath+"/error/status",schemaPath:"#/properties/error/properties/status/enum",keyword:"enum",params:{allowedValues: schema35.properties.error.properties.status.enum},message:"must be equal to one of the allowed values",schema:schema35.properties.error.properties.status.enum,parentSchema:schema35.properties.error.properties.status,data:data3};
if(vErrors === null){
vErrors = [err11];
}
else {
vErrors.push(err11);
}
errors++;
}
}
if(data0.hint !== undefined){
let data4 = data0.hint;
if(typeof data4 !== "string"){
const err12 = {instancePath:instancePath+"/error/hint",schemaPath:"#/properties/error/properties/hint/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema35.properties.error.properties.hint.type,parentSchema:schema35.properties.error.properties.hint,data:data4};
if(vErrors === null){
vErrors = [err12];
}
else {
vErrors.push(err12);
}
errors++;
}
}
if(data0.documentation_url !== undefined){
let data5 = data0.documentation_url;
if(typeof data5 === "string"){
if(!(formats0(data5))){
const err13 = {instancePath:instancePath+"/error/documentation_url",schemaPath:"#/properties/error/properties/documentation_url/format",keyword:"format",params:{format: "uri"},message:"must match format \""+"uri"+"\"",schema:"uri",parentSchema:schema35.properties.error.properties.documentation_url,data:data5};
if(vErrors === null){
vErrors = [err13];
}
else {
vErrors.push(err13);
}
errors++;
}
}
else {
const err14 = {instancePath:instancePath+"/error/documentation_url",schemaPath:"#/properties/error/properties/documentation_url/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema35.properties.error.properties.documentation_url.type,parentSchema:schema35.properties.error.properties.documentation_url,data:data5};
if(vErrors === null){
vErrors = [err14];
}
else {
vErrors.push(err14);
}
errors++;
}
}
}
else {
const err15 = {instancePath:instancePath+"/error",schemaPath:"#/properties/error/type",keyword:"type",params:{type: "object"},message:"must be object",schema:schema35.properties.error.type,parentSchema:schema35.properties.error,data:data0};
if(vErrors === null){
vErrors = [err15];
}
else {
vErrors.push(err15);
}
errors++;
}
}
}
else {
const err16 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object",schema:schema35.type,parentSchema:schema35,data};
if(vErrors === null){
vErrors = [err16];
}
else {
vErrors.push(err16);
}
errors++;
}
validate22.errors = vErrors;
return errors === 0;
}
validate22.evaluated = {"props":true,"dynamicProps":false,"dynamicItems":false};

export const api_experience_list = validate23;
const schema36 = {"$schema":"https://json-schema.org/draft/2020-12/schema","$id":"https://schemas.site-api.dev/api/experience-list.schema.json","title":"ExperienceList","description":"Returned by /api/experience.json: reverse-chronological, ongoing first.","type":"object","required":["count","experience"],"additionalProperties":false,"properties":{"count":{"type":"integer","minimum":0,"description":"Number of entries."},"generated_at":{"type":"string","format":"date-time"},"experience":{"type":"array","items":{"$ref":"experience.schema.json"},"description":"Reverse-chronological, one entry per organization."}}};
const schema37 = {"$schema":"https://json-schema.org/draft/2020-12/schema","$id":"https://schemas.site-api.dev/api/experience.schema.json","title":"Experience","description":"One position, one entry per organization.","type":"object","required":["id","organization","role"],"additionalProperties":false,"properties":{"id":{"type":"string","pattern":"^[a-z0-9]+(-[a-z0-9]+)*$"},"organization":{"type":"string","minLength":1},"role":{"type":"string","minLength":1},"period":{"type":"string","description":"Human-readable period as shown on the site."},"start":{"type":"string","pattern":"^[0-9]{4}$","description":"Start year."},"end":{"type":["string","null"],"pattern":"^[0-9]{4}$","description":"End year; null means the position is ongoing."},"summary":{"type":"string","description":"What the work involved."},"products":{"type":"array","items":{"type":"string","minLength":1},"description":"Products shipped in this role."}}};
const pattern9 = new RegExp("^[a-z0-9]+(-[a-z0-9]+)*$", "u");
const pattern10 = new RegExp("^[0-9]{4}$", "u");

function validate23(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){
/*# sourceURL="https://schemas.site-api.dev/api/experience-list.schema.json" */;
let vErrors = null;
let errors = 0;
const evaluated0 = validate23.evaluated;
if(evaluated0.dynamicProps){
evaluated0.props = undefined;
}
if(evaluated0.dynamicItems){
evaluated0.items = undefined;
}
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.count === undefined){
const err0 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "count"},message:"must have required property '"+"count"+"'",schema:schema36.required,parentSchema:schema36,data};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
if(data.experience === undefined){
const err1 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "experience"},message:"must have required property '"+"experience"+"'",schema:schema36.required,parentSchema:schema36,data};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
for(const key0 in data){
if(!(((key0 === "count") || (key0 === "generated_at")) || (key0 === "experience"))){
const err2 = {instancePath,schemaPath:"#/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key0},message:"must NOT have additional properties",schema:false,parentSchema:schema36,data};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
}
if(data.count !== undefined){
let data0 = data.count;
if(!(((typeof data0 == "number") && (!(data0 % 1) && !isNaN(data0))) && (isFinite(data0)))){
const err3 = {instancePath:instancePath+"/count",schemaPath:"#/properties/count/type",keyword:"type",params:{type: "integer"},message:"must be integer",schema:schema36.properties.count.type,parentSchema:schema36.properties.count,data:data0};
if(vErrors === null){
vErrors = [err3];
}
else {
vErrors.push(err3);
}
errors++;
}
if((typeof data0 == "number") && (isFinite(data0))){
if(data0 < 0 || isNaN(data0)){
const err4 = {instancePath:instancePath+"/count",schemaPath:"#/properties/count/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0",schema:0,parentSchema:schema36.properties.count,data:data0};
if(vErrors === null){
vErrors = [err4];
}
else {
vErrors.push(err4);
}
errors++;
}
}
}
if(data.generated_at !== undefined){
let data1 = data.generated_at;
if(typeof data1 === "string"){
if(!(formats6(data1))){
const err5 = {instancePath:instancePath+"/generated_at",schemaPath:"#/properties/generated_at/format",keyword:"format",params:{format: "date-time"},message:"must match format \""+"date-time"+"\"",schema:"date-time",parentSchema:schema36.properties.generated_at,data:data1};
if(vErrors === null){
vErrors = [err5];
}
else {
vErrors.push(err5);
}
errors++;
}
}
else {
const err6 = {instancePath:instancePath+"/generated_at",schemaPath:"#/properties/generated_at/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema36.properties.generated_at.type,parentSchema:schema36.properties.generated_at,data:data1};
if(vErrors === null){
vErrors = [err6];
}
else {
vErrors.push(err6);
}
errors++;
}
}
if(data.experience !== undefined){
let data2 = data.experience;
if(Array.isArray(data2)){
const len0 = data2.length;
for(let i0=0; i0<len0; i0++){
let data3 = data2[i0];
if(data3 && typeof data3 == "object" && !Array.isArray(data3)){
if(data3.id === undefined){
const err7 = {instancePath:instancePath+"/experience/" + i0,schemaPath:"experience.schema.json/required",keyword:"required",params:{missingProperty: "id"},message:"must have required property '"+"id"+"'",schema:schema37.required,parentSchema:schema37,data:data3};
if(vErrors === null){
vErrors = [err7];
}
else {
vErrors.push(err7);
}
errors++;
}
if(data3.organization === undefined){
const err8 = {instancePath:instancePath+"/experience/" + i0,schemaPath:"experience.schema.json/required",keyword:"required",params:{missingProperty: "organization"},message:"must have required property '"+"organization"+"'",schema:schema37.required,parentSchema:schema37,data:data3};
if(vErrors === null){
vErrors = [err8];
}
else {
vErrors.push(err8);
}
errors++;
}
if(data3.role === undefined){
const err9 = {instancePath:instancePath+"/experience/" + i0,schemaPath:"experience.schema.json/required",keyword:"required",params:{missingProperty: "role"},message:"must have required property '"+"role"+"'",schema:schema37.required,parentSchema:schema37,data:data3};
if(vErrors === null){
vErrors = [err9];
}
else {
vErrors.push(err9);
}
errors++;
}
for(const key1 in data3){
if(!((((((((key1 === "id") || (key1 === "organization")) || (key1 === "role")) || (key1 === "period")) || (key1 === "start")) || (key1 === "end")) || (key1 === "summary")) || (key1 === "products"))){
const err10 = {instancePath:instancePath+"/experience/" + i0,schemaPath:"experience.schema.json/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key1},message:"must NOT have additional properties",schema:false,parentSchema:schema37,data:data3};
if(vErrors === null){
vErrors = [err10];
}
else {
vErrors.push(err10);
}
errors++;
}
}
if(data3.id !== undefined){
let data4 = data3.id;
if(typeof data4 === "string"){
if(!pattern9.test(data4)){
const err11 = {instancePath:instancePath+"/experience/" + i0+"/id",schemaPath:"experience.schema.json/properties/id/pattern",keyword:"pattern",params:{pattern: "^[a-z0-9]+(-[a-z0-9]+)*$"},message:"must match pattern \""+"^[a-z0-9]+(-[a-z0-9]+)*$"+"\"",schema:"^[a-z0-9]+(-[a-z0-9]+)*$",parentSchema:schema37.properties.id,data:data4};
if(vErrors === null){
vErrors = [err11];
}
else {
vErrors.push(err11);
}
errors++;
}
}
else {
const err12 = {instancePath:instancePath+"/experience/" + i0+"/id",schemaPath:"experience.schema.json/properties/id/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema37.properties.id.type,parentSchema:schema37.properties.id,data:data4};
if(vErrors === null){
vErrors = [err12];
}
else {
vErrors.push(err12);
}
errors++;
}
}
if(data3.organization !== undefined){
let data5 = data3.organization;
if(typeof data5 === "string"){
if(func2(data5) < 1){
const err13 = {instancePath:instancePath+"/experience/" + i0+"/organization",schemaPath:"experience.schema.json/properties/organization/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters",schema:1,parentSchema:schema37.properties.organization,data:data5};
if(vErrors === null){
vErrors = [err13];
}
else {
vErrors.push(err13);
}
errors++;
}
}
else {
const err14 = {instancePath:instancePath+"/experience/" + i0+"/organization",schemaPath:"experience.schema.json/properties/organization/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema37.properties.organization.type,parentSchema:schema37.properties.organization,data:data5};
if(vErrors === null){
vErrors = [err14];
}
else {
vErrors.push(err14);
}
errors++;
}
}
if(data3.role !== undefined){
let data6 = data3.role;
if(typeof data6 === "string"){
if(func2(data6) < 1){
const err15 = {instancePath:instancePath+"/experience/" + i0+"/role",schemaPath:"experience.schema.json/properties/role/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters",schema:1,parentSchema:schema37.properties.role,data:data6};
if(vErrors === null){
vErrors = [err15];
}
else {
vErrors.push(err15);
}
errors++;
}
}
else {
const err16 = {instancePath:instancePath+"/experience/" + i0+"/role",schemaPath:"experience.schema.json/properties/role/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema37.properties.role.type,parentSchema:schema37.properties.role,data:data6};
if(vErrors === null){
vErrors = [err16];
}
else {
vErrors.push(err16);
}
errors++;
}
}
if(data3.period !== undefined){
let data7 = data3.period;
if(typeof data7 !== "string"){
const err17 = {instancePath:instancePath+"/experience/" + i0+"/period",schemaPath:"experience.schema.json/properties/period/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema37.properties.period.type,parentSchema:schema37.properties.period,data:data7};
if(vErrors === null){
vErrors = [err17];
}
else {
vErrors.push(err17);
}
errors++;
}
}
if(data3.start !== undefined){
let data8 = data3.start;
if(typeof data8 === "string"){
if(!pattern10.test(data8)){
const err18 = {instancePath:instancePath+"/experience/" + i0+"/start",schemaPath:"experience.schema.json/properties/start/pattern",keyword:"pattern",params:{pattern: "^[0-9]{4}$"},message:"must match pattern \""+"^[0-9]{4}$"+"\"",schema:"^[0-9]{4}$",parentSchema:schema37.properties.start,data:data8};
if(vErrors === null){
vErrors = [err18];
}
else {
vErrors.push(err18);
}
errors++;
}
}
else {
const err19 = {instancePath:instancePath+"/experience/" + i0+"/start",schemaPath:"experience.schema.json/properties/start/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema37.properties.start.type,parentSchema:schema37.properties.start,data:data8};
if(vErrors === null){
vErrors = [err19];
}
else {
vErrors.push(err19);
}
errors++;
}
}
if(data3.end !== undefined){
let data9 = data3.end;
if((typeof data9 !== "string") && (data9 !== null)){
const err20 = {instancePath:instancePath+"/experience/" + i0+"/end",schemaPath:"experience.schema.json/properties/end/type",keyword:"type",params:{type: schema37.properties.end.type},message:"must be string,null",schema:schema37.properties.end.type,parentSchema:schema37.properties.end,data:data9};
if(vErrors === null){
vErrors = [err20];
}
else {
vErrors.push(err20);
}
errors++;
}
if(typeof data9 === "string"){
if(!pattern10.test(data9)){
const err21 = {instancePath:instancePath+"/experience/" + i0+"/end",schemaPath:"experience.schema.json/properties/end/pattern",keyword:"pattern",params:{pattern: "^[0-9]{4}$"},message:"must match pattern \""+"^[0-9]{4}$"+"\"",schema:"^[0-9]{4}$",parentSchema:schema37.properties.end,data:data9};
if(vErrors === null){
vErrors = [err21];
}
else {
vErrors.push(err21);
}
errors++;
}
}
}
if(data3.summary !== undefined){
let data10 = data3.summary;
if(typeof data10 !== "string"){
const err22 = {instancePath:instancePath+"/experience/" + i0+"/summary",schemaPath:"experience.schema.json/properties/summary/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema37.properties.summary.type,parentSchema:schema37.properties.summary,data:data10};
if(vErrors === null){
vErrors = [err22];
}
else {
vErrors.push(err22);
}
errors++;
}
}
if(data3.products !== undefined){
let data11 = data3.products;
if(Array.isArray(data11)){
const len1 = data11.length;
for(let i1=0; i1<len1; i1++){
let data12 = data11[i1];
if(typeof data12 === "string"){
if(func2(data12) < 1){
const err23 = {instancePath:instancePath+"/experience/" + i0+"/products/" + i1,schemaPath:"experience.schema.json/properties/products/items/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters",schema:1,parentSchema:schema37.properties.products.items,data:data12};
if(vErrors === null){
vErrors = [err23];
}
else {
vErrors.push(err23);
}
errors++;
}
}
else {
const err24 = {instancePath:instancePath+"/experience/" + i0+"/products/" + i1,schemaPath:"experience.schema.json/properties/products/items/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema37.properties.products.items.type,parentSchema:schema37.properties.products.items,data:data12};
if(vErrors === null){
vErrors = [err24];
}
else {
vErrors.push(err24);
}
errors++;
}
}
}
else {
const err25 = {instancePath:instancePath+"/experience/" + i0+"/products",schemaPath:"experience.schema.json/properties/products/type",keyword:"type",params:{type: "array"},message:"must be array",schema:schema37.properties.products.type,parentSchema:schema37.properties.products,data:data11};
if(vErrors === null){
vErrors = [err25];
}
else {
vErrors.push(err25);
}
errors++;
}
}
}
else {
const err26 = {instancePath:instancePath+"/experience/" + i0,schemaPath:"experience.schema.json/type",keyword:"type",params:{type: "object"},message:"must be object",schema:schema37.type,parentSchema:schema37,data:data3};
if(vErrors === null){
vErrors = [err26];
}
else {
vErrors.push(err26);
}
errors++;
}
}
}
else {
const err27 = {instancePath:instancePath+"/experience",schemaPath:"#/properties/experience/type",keyword:"type",params:{type: "array"},message:"must be array",schema:schema36.properties.experience.type,parentSchema:schema36.properties.experience,data:data2};
if(vErrors === null){
vErrors = [err27];
}
else {
vErrors.push(err27);
}
errors++;
}
}
}
else {
const err28 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object",schema:schema36.type,parentSchema:schema36,data};
if(vErrors === null){
vErrors = [err28];
}
else {
vErrors.push(err28);
}
errors++;
}
validate23.errors = vErrors;
return errors === 0;
}
validate23.evaluated = {"props":true,"dynamicProps":false,"dynamicItems":false};

export const api_experience = validate24;

function validate24(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){
/*# sourceURL="https://schemas.site-api.dev/api/experience.schema.json" */;
let vErrors = null;
let errors = 0;
const evaluated0 = validate24.evaluated;
if(evaluated0.dynamicProps){
evaluated0.props = undefined;
}
if(evaluated0.dynamicItems){
evaluated0.items = undefined;
}
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.id === undefined){
const err0 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "id"},message:"must have required property '"+"id"+"'",schema:schema37.required,parentSchema:schema37,data};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
if(data.organization === undefined){
const err1 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "organization"},message:"must have required property '"+"organization"+"'",schema:schema37.required,parentSchema:schema37,data};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
if(data.role === undefined){
const err2 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "role"},message:"must have required property '"+"role"+"'",schema:schema37.required,parentSchema:schema37,data};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
for(const key0 in data){
if(!((((((((key0 === "id") || (key0 === "organization")) || (key0 === "role")) || (key0 === "period")) || (key0 === "start")) || (key0 === "end")) || (key0 === "summary")) || (key0 === "products"))){
const err3 = {instancePath,schemaPath:"#/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key0},message:"must NOT have additional properties",schema:false,parentSchema:schema37,data};
if(vErrors === null){
vErrors = [err3];
}
else {
vErrors.push(err3);
}
errors++;
}
}
if(data.id !== undefined){
let data0 = data.id;
if(typeof data0 === "string"){
if(!pattern9.test(data0)){
const err4 = {instancePath:instancePath+"/id",schemaPath:"#/properties/id/pattern",keyword:"pattern",params:{pattern: "^[a-z0-9]+(-[a-z0-9]+)*$"},message:"must match pattern \""+"^[a-z0-9]+(-[a-z0-9]+)*$"+"\"",schema:"^[a-z0-9]+(-[a-z0-9]+)*$",parentSchema:schema37.properties.id,data:data0};
if(vErrors === null){
vErrors = [err4];
}
else {
vErrors.push(err4);
}
errors++;
}
}
else {
const err5 = {instancePath:instancePath+"/id",schemaPath:"#/properties/id/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema37.properties.id.type,parentSchema:schema37.properties.id,data:data0};
if(vErrors === null){
vErrors = [err5];
}
else {
vErrors.push(err5);
}
errors++;
}
}
if(data.organization !== undefined){
let data1 = data.organization;
if(typeof data1 === "string"){
if(func2(data1) < 1){
const err6 = {instancePath:instancePath+"/organization",schemaPath:"#/properties/organization/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters",schema:1,parentSchema:schema37.properties.organization,data:data1};
if(vErrors === null){
vErrors = [err6];
}
else {
vErrors.push(err6);
}
errors++;
}
}
else {
const err7 = {instancePath:instancePath+"/organization",schemaPath:"#/properties/organization/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema37.properties.organization.type,parentSchema:schema37.properties.organization,data:data1};
if(vErrors === null){
vErrors = [err7];
}
else {
vErrors.push(err7);
}
errors++;
}
}
if(data.role !== undefined){
let data2 = data.role;
if(typeof data2 === "string"){
if(func2(data2) < 1){
const err8 = {instancePath:instancePath+"/role",schemaPath:"#/properties/role/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters",schema:1,parentSchema:schema37.properties.role,data:data2};
if(vErrors === null){
vErrors = [err8];
}
else {
vErrors.push(err8);
}
errors++;
}
}
else {
const err9 = {instancePath:instancePath+"/role",schemaPath:"#/properties/role/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema37.properties.role.type,parentSchema:schema37.properties.role,data:data2};
if(vErrors === null){
vErrors = [err9];
}
else {
vErrors.push(err9);
}
errors++;
}
}
if(data.period !== undefined){
let data3 = data.period;
if(typeof data3 !== "string"){
const err10 = {instancePath:instancePath+"/period",schemaPath:"#/properties/period/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema37.properties.period.type,parentSchema:schema37.properties.period,data:data3};
if(vErrors === null){
vErrors = [err10];
}
else {
vErrors.push(err10);
}
errors++;
}
}
if(data.start !== undefined){
let data4 = data.start;
if(typeof data4 === "string"){
if(!pattern10.test(data4)){
const err11 = {instancePath:instancePath+"/start",schemaPath:"#/properties/start/pattern",keyword:"pattern",params:{pattern: "^[0-9]{4}$"},message:"must match pattern \""+"^[0-9]{4}$"+"\"",schema:"^[0-9]{4}$",parentSchema:schema37.properties.start,data:data4};
if(vErrors === null){
vErrors = [err11];
}
else {
vErrors.push(err11);
}
errors++;
}
}
else {
const err12 = {instancePath:instancePath+"/start",schemaPath:"#/properties/start/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema37.properties.start.type,parentSchema:schema37.properties.start,data:data4};
if(vErrors === null){
vErrors = [err12];
}
else {
vErrors.push(err12);
}
errors++;
}
}
if(data.end !== undefined){
let data5 = data.end;
if((typeof data5 !== "string") && (data5 !== null)){
const err13 = {instancePath:instancePath+"/end",schemaPath:"#/properties/end/type",keyword:"type",params:{type: schema37.properties.end.type},message:"must be string,null",schema:schema37.properties.end.type,parentSchema:schema37.properties.end,data:data5};
if(vErrors === null){
vErrors = [err13];
}
else {
vErrors.push(err13);
}
errors++;
}
if(typeof data5 === "string"){
if(!pattern10.test(data5)){
const err14 = {instancePath:instancePath+"/end",schemaPath:"#/properties/end/pattern",keyword:"pattern",params:{pattern: "^[0-9]{4}$"},message:"must match pattern \""+"^[0-9]{4}$"+"\"",schema:"^[0-9]{4}$",parentSchema:schema37.properties.end,data:data5};
if(vErrors === null){
vErrors = [err14];
}
else {
vErrors.push(err14);
}
errors++;
}
}
}
if(data.summary !== undefined){
let data6 = data.summary;
if(typeof data6 !== "string"){
const err15 = {instancePath:instancePath+"/summary",schemaPath:"#/properties/summary/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema37.properties.summary.type,parentSchema:schema37.properties.summary,data:data6};
if(vErrors === null){
vErrors = [err15];
}
else {
vErrors.push(err15);
}
errors++;
}
}
if(data.products !== undefined){
let data7 = data.products;
if(Array.isArray(data7)){
const len0 = data7.length;
for(let i0=0; i0<len0; i0++){
let data8 = data7[i0];
if(typeof data8 === "string"){
if(func2(data8) < 1){
const err16 = {instancePath:instancePath+"/products/" + i0,schemaPath:"#/properties/products/items/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters",schema:1,parentSchema:schema37.properties.products.items,data:data8};
if(vErrors === null){
vErrors = [err16];
}
else {
vErrors.push(err16);
}
errors++;
}
}
else {
const err17 = {instancePath:instancePath+"/products/" + i0,schemaPath:"#/properties/products/items/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema37.properties.products.items.type,parentSchema:schema37.properties.products.items,data:data8};
if(vErrors === null){
vErrors = [err17];
}
else {
vErrors.push(err17);
}
errors++;
}
}
}
else {
const err18 = {instancePath:instancePath+"/products",schemaPath:"#/properties/products/type",keyword:"type",params:{type: "array"},message:"must be array",schema:schema37.properties.products.type,parentSchema:schema37.properties.products,data:data7};
if(vErrors === null){
vErrors = [err18];
}
else {
vErrors.push(err18);
}
errors++;
}
}
}
else {
const err19 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object",schema:schema37.type,parentSchema:schema37,data};
if(vErrors === null){
vErrors = [err19];
}
else {
vErrors.push(err19);
}
errors++;
}
validate24.errors = vErrors;
return errors === 0;
}
validate24.evaluated = {"props":true,"dynamicProps":false,"dynamicItems":false};

export const api_license = validate25;

function validate25(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){
/*# sourceURL="https://schemas.site-api.dev/api/license.schema.json" */;
let vErrors = null;
let errors = 0;
const evaluated0 = validate25.evaluated;
if(evaluated0.dynamicProps){
evaluated0.props = undefined;
}
if(evaluated0.dynamicItems){
evaluated0.items = undefined;
}
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.name === undefined){
const err0 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "name"},message:"must have required property '"+"name"+"'",schema:schema32.required,parentSchema:schema32,data};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
if(data.url === undefined){
const err1 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "url"},message:"must have required property '"+"url"+"'",schema:schema32.required,parentSchema:schema32,data};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
for(const key0 in data){
if(!((key0 === "name") || (key0 === "url"))){
const err2 = {instancePath,schemaPath:"#/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key0},message:"must NOT have additional properties",schema:false,parentSchema:schema32,data};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
}
if(data.name !== undefined){
let data0 = data.name;
if(typeof data0 === "string"){
if(func2(data0) < 1){
const err3 = {instancePath:instancePath+"/name",schemaPath:"#/properties/name/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters",schema:1,parentSchema:schema32.properties.name,data:data0};
if(vErrors === null){
vErrors = [err3];
}
else {
vErrors.push(err3);
}
errors++;
}
}
else {
const err4 = {instancePath:instancePath+"/name",schemaPath:"#/properties/name/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema32.properties.name.type,parentSchema:schema32.properties.name,data:data0};
if(vErrors === null){
vErrors = [err4];
}
else {
vErrors.push(err4);
}
errors++;
}
}
if(data.url !== undefined){
let data1 = data.url;
if(typeof data1 === "string"){
if(!(formats0(data1))){
const err5 = {instancePath:instancePath+"/url",schemaPath:"#/properties/url/format",keyword:"format",params:{format: "uri"},message:"must match format \""+"uri"+"\"",schema:"uri",parentSchema:schema32.properties.url,data:data1};
if(vErrors === null){
vErrors = [err5];
}
else {
vErrors.push(err5);
}
errors++;
}
}
else {
const err6 = {instancePath:instancePath+"/url",schemaPath:"#/properties/url/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema32.properties.url.type,parentSchema:schema32.properties.url,data:data1};
if(vErrors === null){
vErrors = [err6];
}
else {
vErrors.push(err6);
}
errors++;
}
}
}
else {
const err7 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object",schema:schema32.type,parentSchema:schema32,data};
if(vErrors === null){
vErrors = [err7];
}
else {
vErrors.push(err7);
}
errors++;
}
validate25.errors = vErrors;
return errors === 0;
}
validate25.evaluated = {"props":true,"dynamicProps":false,"dynamicItems":false};

export const api_link = validate26;
const schema40 = {"$schema":"https://json-schema.org/draft/2020-12/schema","$id":"https://schemas.site-api.dev/api/link.schema.json","title":"Link","description":"A canonical link of the owner's identity.","type":"object","required":["url"],"additionalProperties":false,"properties":{"label":{"type":"string","minLength":1},"type":{"type":"string","enum":["website","blog","feed","profile"]},"url":{"type":"string","format":"uri"}}};

function validate26(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){
/*# sourceURL="https://schemas.site-api.dev/api/link.schema.json" */;
let vErrors = null;
let errors = 0;
const evaluated0 = validate26.evaluated;
if(evaluated0.dynamicProps){
evaluated0.props = undefined;
}
if(evaluated0.dynamicItems){
evaluated0.items = undefined;
}
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.url === undefined){
const err0 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "url"},message:"must have required property '"+"url"+"'",schema:schema40.required,parentSchema:schema40,data};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
for(const key0 in data){
if(!(((key0 === "label") || (key0 === "type")) || (key0 === "url"))){
const err1 = {instancePath,schemaPath:"#/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key0},message:"must NOT have additional properties",schema:false,parentSchema:schema40,data};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
}
if(data.label !== undefined){
let data0 = data.label;
if(typeof data0 === "string"){
if(func2(data0) < 1){
const err2 = {instancePath:instancePath+"/label",schemaPath:"#/properties/label/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters",schema:1,parentSchema:schema40.properties.label,data:data0};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
}
else {
const err3 = {instancePath:instancePath+"/label",schemaPath:"#/properties/label/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema40.properties.label.type,parentSchema:schema40.properties.label,data:data0};
if(vErrors === null){
vErrors = [err3];
}
else {
vErrors.push(err3);
}
errors++;
}
}
if(data.type !== undefined){
let data1 = data.type;
if(typeof data1 !== "string"){
const err4 = {instancePath:instancePath+"/type",schemaPath:"#/properties/type/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema40.properties.type.type,parentSchema:schema40.properties.type,data:data1};
if(vErrors === null){
vErrors = [err4];
}
else {
vErrors.push(err4);
}
errors++;
}
if(!((((data1 === "website") || (data1 === "blog")) || (data1 === "feed")) || (data1 === "profile"))){
const err5 = {instancePath:instancePath+"/type",schemaPath:"#/properties/type/enum",keyword:"enum",params:{allowedValues: schema40.properties.type.enum},message:"must be equal to one of the allowed values",schema:schema40.properties.type.enum,parentSchema:schema40.properties.type,data:data1};
if(vErrors === null){
vErrors = [err5];
}
else {
vErrors.push(err5);
}
errors++;
}
}
if(data.url !== undefined){
let data2 = data.url;
if(typeof data2 === "string"){
if(!(formats0(data2))){
const err6 = {instancePath:instancePath+"/url",schemaPath:"#/properties/url/format",keyword:"format",params:{format: "uri"},message:"must match format \""+"uri"+"\"",schema:"uri",parentSchema:schema40.properties.url,data:data2};
if(vErrors === null){
vErrors = [err6];
}
else {
vErrors.push(err6);
}
errors++;
}
}
else {
const err7 = {instancePath:instancePath+"/url",schemaPath:"#/properties/url/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema40.properties.url.type,parentSchema:schema40.properties.url,data:data2};
if(vErrors === null){
vErrors = [err7];
}
else {
vErrors.push(err7);
}
errors++;
}
}
}
else {
const err8 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object",schema:schema40.type,parentSchema:schema40,data};
if(vErrors === null){
vErrors = [err8];
}
else {
vErrors.push(err8);
}
errors++;
}
validate26.errors = vErrors;
return errors === 0;
}
validate26.evaluated = {"props":true,"dynamicProps":false,"dynamicItems":false};

export const api_location = validate27;
const schema41 = {"$schema":"https://json-schema.org/draft/2020-12/schema","$id":"https://schemas.site-api.dev/api/location.schema.json","title":"Location","type":"object","additionalProperties":false,"properties":{"locality":{"type":"string","minLength":1,"description":"City."},"country":{"type":"string","pattern":"^[A-Z]{2}$","description":"ISO 3166-1 alpha-2 code."}}};
const pattern15 = new RegExp("^[A-Z]{2}$", "u");

function validate27(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){
/*# sourceURL="https://schemas.site-api.dev/api/location.schema.json" */;
let vErrors = null;
let errors = 0;
const evaluated0 = validate27.evaluated;
if(evaluated0.dynamicProps){
evaluated0.props = undefined;
}
if(evaluated0.dynamicItems){
evaluated0.items = undefined;
}
if(data && typeof data == "object" && !Array.isArray(data)){
for(const key0 in data){
if(!((key0 === "locality") || (key0 === "country"))){
const err0 = {instancePath,schemaPath:"#/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key0},message:"must NOT have additional properties",schema:false,parentSchema:schema41,data};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
}
if(data.locality !== undefined){
let data0 = data.locality;
if(typeof data0 === "string"){
if(func2(data0) < 1){
const err1 = {instancePath:instancePath+"/locality",schemaPath:"#/properties/locality/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters",schema:1,parentSchema:schema41.properties.locality,data:data0};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
}
else {
const err2 = {instancePath:instancePath+"/locality",schemaPath:"#/properties/locality/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema41.properties.locality.type,parentSchema:schema41.properties.locality,data:data0};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
}
if(data.country !== undefined){
let data1 = data.country;
if(typeof data1 === "string"){
if(!pattern15.test(data1)){
const err3 = {instancePath:instancePath+"/country",schemaPath:"#/properties/country/pattern",keyword:"pattern",params:{pattern: "^[A-Z]{2}$"},message:"must match pattern \""+"^[A-Z]{2}$"+"\"",schema:"^[A-Z]{2}$",parentSchema:schema41.properties.country,data:data1};
if(vErrors === null){
vErrors = [err3];
}
else {
vErrors.push(err3);
}
errors++;
}
}
else {
const err4 = {instancePath:instancePath+"/country",schemaPath:"#/properties/country/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema41.properties.country.type,parentSchema:schema41.properties.country,data:data1};
if(vErrors === null){
vErrors = [err4];
}
else {
vErrors.push(err4);
}
errors++;
}
}
}
else {
const err5 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object",schema:schema41.type,parentSchema:schema41,data};
if(vErrors === null){
vErrors = [err5];
}
else {
vErrors.push(err5);
}
errors++;
}
validate27.errors = vErrors;
return errors === 0;
}
validate27.evaluated = {"props":true,"dynamicProps":false,"dynamicItems":false};

export const api_post_list = validate28;
const schema42 = {"$schema":"https://json-schema.org/draft/2020-12/schema","$id":"https://schemas.site-api.dev/api/post-list.schema.json","title":"PostList","description":"Returned by /api/posts.json: the complete blog index, newest first.","type":"object","required":["count","posts"],"additionalProperties":false,"properties":{"count":{"type":"integer","minimum":0,"description":"Number of posts returned."},"language":{"type":"string","pattern":"^[a-z]{2,3}(-[A-Za-z0-9]{2,8})*$","description":"Language most posts are written in."},"feed":{"type":"string","format":"uri","description":"Atom feed carrying the same posts."},"generated_at":{"type":"string","format":"date-time"},"posts":{"type":"array","items":{"$ref":"post.schema.json"},"description":"Newest first; the complete blog index."}}};
const schema43 = {"$schema":"https://json-schema.org/draft/2020-12/schema","$id":"https://schemas.site-api.dev/api/post.schema.json","title":"Post","description":"One entry of the blog index.","type":"object","required":["id","title","url","date"],"additionalProperties":false,"properties":{"id":{"type":"string","pattern":"^[a-z0-9]+(-[a-z0-9]+)*$","description":"Slug: the final path segment of url; unique within the blog."},"title":{"type":"string","minLength":1,"description":"Usually Korean."},"url":{"type":"string","format":"uri","description":"Canonical URL of the article."},"date":{"type":"string","format":"date-time","description":"Publication date."},"modified":{"type":"string","format":"date-time","description":"Last modification; equals date when never revised."},"tags":{"type":"array","items":{"type":"string","minLength":1},"uniqueItems":true,"description":"Topic tags."},"summary":{"type":"string","maxLength":240,"description":"Plain text, truncated to about 200 characters."},"language":{"type":"string","pattern":"^[a-z]{2,3}(-[A-Za-z0-9]{2,8})*$","description":"BCP 47 subtag of the article language."},"legacy":{"type":"boolean","description":"True when the post targets older platform APIs and carries an outdated-content notice."}}};
const pattern16 = new RegExp("^[a-z]{2,3}(-[A-Za-z0-9]{2,8})*$", "u");

function validate28(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){
/*# sourceURL="https://schemas.site-api.dev/api/post-list.schema.json" */;
let vErrors = null;
let errors = 0;
const evaluated0 = validate28.evaluated;
if(evaluated0.dynamicProps){
evaluated0.props = undefined;
}
if(evaluated0.dynamicItems){
evaluated0.items = undefined;
}
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.count === undefined){
const err0 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "count"},message:"must have required property '"+"count"+"'",schema:schema42.required,parentSchema:schema42,data};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
if(data.posts === undefined){
const err1 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "posts"},message:"must have required property '"+"posts"+"'",schema:schema42.required,parentSchema:schema42,data};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
for(const key0 in data){
if(!(((((key0 === "count") || (key0 === "language")) || (key0 === "feed")) || (key0 === "generated_at")) || (key0 === "posts"))){
const err2 = {instancePath,schemaPath:"#/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key0},message:"must NOT have additional properties",schema:false,parentSchema:schema42,data};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
}
if(data.count !== undefined){
let data0 = data.count;
if(!(((typeof data0 == "number") && (!(data0 % 1) && !isNaN(data0))) && (isFinite(data0)))){
const err3 = {instancePath:instancePath+"/count",schemaPath:"#/properties/count/type",keyword:"type",params:{type: "integer"},message:"must be integer",schema:schema42.properties.count.type,parentSchema:schema42.properties.count,data:data0};
if(vErrors === null){
vErrors = [err3];
}
else {
vErrors.push(err3);
}
errors++;
}
if((typeof data0 == "number") && (isFinite(data0))){
if(data0 < 0 || isNaN(data0)){
const err4 = {instancePath:instancePath+"/count",schemaPath:"#/properties/count/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0",schema:0,parentSchema:schema42.properties.count,data:data0};
if(vErrors === null){
vErrors = [err4];
}
else {
vErrors.push(err4);
}
errors++;
}
}
}
if(data.language !== undefined){
let data1 = data.language;
if(typeof data1 === "string"){
if(!pattern16.test(data1)){
const err5 = {instancePath:instancePath+"/language",schemaPath:"#/properties/language/pattern",keyword:"pattern",params:{pattern: "^[a-z]{2,3}(-[A-Za-z0-9]{2,8})*$"},message:"must match pattern \""+"^[a-z]{2,3}(-[A-Za-z0-9]{2,8})*$"+"\"",schema:"^[a-z]{2,3}(-[A-Za-z0-9]{2,8})*$",parentSchema:schema42.properties.language,data:data1};
if(vErrors === null){
vErrors = [err5];
}
else {
vErrors.push(err5);
}
errors++;
}
}
else {
const err6 = {instancePath:instancePath+"/language",schemaPath:"#/properties/language/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema42.properties.language.type,parentSchema:schema42.properties.language,data:data1};
if(vErrors === null){
vErrors = [err6];
}
else {
vErrors.push(err6);
}
errors++;
}
}
if(data.feed !== undefined){
let data2 = data.feed;
if(typeof data2 === "string"){
if(!(formats0(data2))){
const err7 = {instancePath:instancePath+"/feed",schemaPath:"#/properties/feed/format",keyword:"format",params:{format: "uri"},message:"must match format \""+"uri"+"\"",schema:"uri",parentSchema:schema42.properties.feed,data:data2};
if(vErrors === null){
vErrors = [err7];
}
else {
vErrors.push(err7);
}
errors++;
}
}
else {
const err8 = {instancePath:instancePath+"/feed",schemaPath:"#/properties/feed/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema42.properties.feed.type,parentSchema:schema42.properties.feed,data:data2};
if(vErrors === null){
vErrors = [err8];
}
else {
vErrors.push(err8);
}
errors++;
}
}
if(data.generated_at !== undefined){
let data3 = data.generated_at;
if(typeof data3 === "string"){
if(!(formats6(data3))){
const err9 = {instancePath:instancePath+"/generated_at",schemaPath:"#/properties/generated_at/format",keyword:"format",params:{format: "date-time"},message:"must match format \""+"date-time"+"\"",schema:"date-time",parentSchema:schema42.properties.generated_at,data:data3};
if(vErrors === null){
vErrors = [err9];
}
else {
vErrors.push(err9);
}
errors++;
}
}
else {
const err10 = {instancePath:instancePath+"/generated_at",schemaPath:"#/properties/generated_at/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema42.properties.generated_at.type,parentSchema:schema42.properties.generated_at,data:data3};
if(vErrors === null){
vErrors = [err10];
}
else {
vErrors.push(err10);
}
errors++;
}
}
if(data.posts !== undefined){
let data4 = data.posts;
if(Array.isArray(data4)){
const len0 = data4.length;
for(let i0=0; i0<len0; i0++){
let data5 = data4[i0];
if(data5 && typeof data5 == "object" && !Array.isArray(data5)){
if(data5.id === undefined){
const err11 = {instancePath:instancePath+"/posts/" + i0,schemaPath:"post.schema.json/required",keyword:"required",params:{missingProperty: "id"},message:"must have required property '"+"id"+"'",schema:schema43.required,parentSchema:schema43,data:data5};
if(vErrors === null){
vErrors = [err11];
}
else {
vErrors.push(err11);
}
errors++;
}
if(data5.title === undefined){
const err12 = {instancePath:instancePath+"/posts/" + i0,schemaPath:"post.schema.json/required",keyword:"required",params:{missingProperty: "title"},message:"must have required property '"+"title"+"'",schema:schema43.required,parentSchema:schema43,data:data5};
if(vErrors === null){
vErrors = [err12];
}
else {
vErrors.push(err12);
}
errors++;
}
if(data5.url === undefined){
const err13 = {instancePath:instancePath+"/posts/" + i0,schemaPath:"post.schema.json/required",keyword:"required",params:{missingProperty: "url"},message:"must have required property '"+"url"+"'",schema:schema43.required,parentSchema:schema43,data:data5};
if(vErrors === null){
vErrors = [err13];
}
else {
vErrors.push(err13);
}
errors++;
}
if(data5.date === undefined){
const err14 = {instancePath:instancePath+"/posts/" + i0,schemaPath:"post.schema.json/required",keyword:"required",params:{missingProperty: "date"},message:"must have required property '"+"date"+"'",schema:schema43.required,parentSchema:schema43,data:data5};
if(vErrors === null){
vErrors = [err14];
}
else {
vErrors.push(err14);
}
errors++;
}
for(const key1 in data5){
if(!(func1.call(schema43.properties, key1))){
const err15 = {instancePath:instancePath+"/posts/" + i0,schemaPath:"post.schema.json/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key1},message:"must NOT have additional properties",schema:false,parentSchema:schema43,data:data5};
if(vErrors === null){
vErrors = [err15];
}
else {
vErrors.push(err15);
}
errors++;
}
}
if(data5.id !== undefined){
let data6 = data5.id;
if(typeof data6 === "string"){
if(!pattern9.test(data6)){
const err16 = {instancePath:instancePath+"/posts/" + i0+"/id",schemaPath:"post.schema.json/properties/id/pattern",keyword:"pattern",params:{pattern: "^[a-z0-9]+(-[a-z0-9]+)*$"},message:"must match pattern \""+"^[a-z0-9]+(-[a-z0-9]+)*$"+"\"",schema:"^[a-z0-9]+(-[a-z0-9]+)*$",parentSchema:schema43.properties.id,data:data6};
if(vErrors === null){
vErrors = [err16];
}
else {
vErrors.push(err16);
}
errors++;
}
}
else {
const err17 = {instancePath:instancePath+"/posts/" + i0+"/id",schemaPath:"post.schema.json/properties/id/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema43.properties.id.type,parentSchema:schema43.properties.id,data:data6};
if(vErrors === null){
vErrors = [err17];
}
else {
vErrors.push(err17);
}
errors++;
}
}
if(data5.title !== undefined){
let data7 = data5.title;
if(typeof data7 === "string"){
if(func2(data7) < 1){
const err18 = {instancePath:instancePath+"/posts/" + i0+"/title",schemaPath:"post.schema.json/properties/title/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters",schema:1,parentSchema:schema43.properties.title,data:data7};
if(vErrors === null){
vErrors = [err18];
}
else {
vErrors.push(err18);
}
errors++;
}
}
else {
const err19 = {instancePath:instancePath+"/posts/" + i0+"/title",schemaPath:"post.schema.json/properties/title/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema43.properties.title.type,parentSchema:schema43.properties.title,data:data7};
if(vErrors === null){
vErrors = [err19];
}
else {
vErrors.push(err19);
}
errors++;
}
}
if(data5.url !== undefined){
let data8 = data5.url;
if(typeof data8 === "string"){
if(!(formats0(data8))){
const err20 = {instancePath:instancePath+"/posts/" + i0+"/url",schemaPath:"post.schema.json/properties/url/format",keyword:"format",params:{format: "uri"},message:"must match format \""+"uri"+"\"",schema:"uri",parentSchema:schema43.properties.url,data:data8};
if(vErrors === null){
vErrors = [err20];
}
else {
vErrors.push(err20);
}
errors++;
}
}
else {
const err21 = {instancePath:instancePath+"/posts/" + i0+"/url",schemaPath:"post.schema.json/properties/url/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema43.properties.url.type,parentSchema:schema43.properties.url,data:data8};
if(vErrors === null){
vErrors = [err21];
}
else {
vErrors.push(err21);
}
errors++;
}
}
if(data5.date !== undefined){
let data9 = data5.date;
if(typeof data9 === "string"){
if(!(formats6(data9))){
const err22 = {instancePath:instancePath+"/posts/" + i0+"/date",schemaPath:"post.schema.json/properties/date/format",keyword:"format",params:{format: "date-time"},message:"must match format \""+"date-time"+"\"",schema:"date-time",parentSchema:schema43.properties.date,data:data9};
if(vErrors === null){
vErrors = [err22];
}
else {
vErrors.push(err22);
}
errors++;
}
}
else {
const err23 = {instancePath:instancePath+"/posts/" + i0+"/date",schemaPath:"post.schema.json/properties/date/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema43.properties.date.type,parentSchema:schema43.properties.date,data:data9};
if(vErrors === null){
vErrors = [err23];
}
else {
vErrors.push(err23);
}
errors++;
}
}
if(data5.modified !== undefined){
let data10 = data5.modified;
if(typeof data10 === "string"){
if(!(formats6(data10))){
const err24 = {instancePath:instancePath+"/posts/" + i0+"/modified",schemaPath:"post.schema.json/properties/modified/format",keyword:"format",params:{format: "date-time"},message:"must match format \""+"date-time"+"\"",schema:"date-time",parentSchema:schema43.properties.modified,data:data10};
if(vErrors === null){
vErrors = [err24];
}
else {
vErrors.push(err24);
}
errors++;
}
}
else {
const err25 = {instancePath:instancePath+"/posts/" + i0+"/modified",schemaPath:"post.schema.json/properties/modified/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema43.properties.modified.type,parentSchema:schema43.properties.modified,data:data10};
if(vErrors === null){
vErrors = [err25];
}
else {
vErrors.push(err25);
}
errors++;
}
}
if(data5.tags !== undefined){
let data11 = data5.tags;
if(Array.isArray(data11)){
const len1 = data11.length;
for(let i1=0; i1<len1; i1++){
let data12 = data11[i1];
if(typeof data12 === "string"){
if(func2(data12) < 1){
const err26 = {instancePath:instancePath+"/posts/" + i0+"/tags/" + i1,schemaPath:"post.schema.json/properties/tags/items/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters",schema:1,parentSchema:schema43.properties.tags.items,data:data12};
if(vErrors === null){
vErrors = [err26];
}
else {
vErrors.push(err26);
}
errors++;
}
}
else {
const err27 = {instancePath:instancePath+"/posts/" + i0+"/tags/" + i1,schemaPath:"post.schema.json/properties/tags/items/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema43.properties.tags.items.type,parentSchema:schema43.properties.tags.items,data:data12};
if(vErrors === null){
vErrors = [err27];
}
else {
vErrors.push(err27);
}
errors++;
}
}
let i2 = data11.length;
let j0;
if(i2 > 1){
const indices0 = {};
for(;i2--;){
let item0 = data11[i2];
if(typeof item0 !== "string"){
continue;
}
if(typeof indices0[item0] == "number"){
j0 = indices0[item0];
const err28 = {instancePath:instancePath+"/posts/" + i0+"/tags",schemaPath:"post.schema.json/properties/tags/uniqueItems",keyword:"uniqueItems",params:{i: i2, j: j0},message:"must NOT have duplicate items (items ## "+j0+" and "+i2+" are identical)",schema:true,parentSchema:schema43.properties.tags,data:data11};
if(vErrors === null){
vErrors = [err28];
}
else {
vErrors.push(err28);
}
errors++;
break;
}
indices0[item0] = i2;
}
}
}
else {
const err29 = {instancePath:instancePath+"/posts/" + i0+"/tags",schemaPath:"post.schema.json/properties/tags/type",keyword:"type",params:{type: "array"},message:"must be array",schema:schema43.properties.tags.type,parentSchema:schema43.properties.tags,data:data11};
if(vErrors === null){
vErrors = [err29];
}
else {
vErrors.push(err29);
}
errors++;
}
}
if(data5.summary !== undefined){
let data13 = data5.summary;
if(typeof data13 === "string"){
if(func2(data13) > 240){
const err30 = {instancePath:instancePath+"/posts/" + i0+"/summary",schemaPath:"post.schema.json/properties/summary/maxLength",keyword:"maxLength",params:{limit: 240},message:"must NOT have more than 240 characters",schema:240,parentSchema:schema43.properties.summary,data:data13};
if(vErrors === null){
vErrors = [err30];
}
else {
vErrors.push(err30);
}
errors++;
}
}
else {
const err31 = {instancePath:instancePath+"/posts/" + i0+"/summary",schemaPath:"post.schema.json/properties/summary/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema43.properties.summary.type,parentSchema:schema43.properties.summary,data:data13};
if(vErrors === null){
vErrors = [err31];
}
else {
vErrors.push(err31);
}
errors++;
}
}
if(data5.language !== undefined){
let data14 = data5.language;
if(typeof data14 === "string"){
if(!pattern16.test(data14)){
const err32 = {instancePath:instancePath+"/posts/" + i0+"/language",schemaPath:"post.schema.json/properties/language/pattern",keyword:"pattern",params:{pattern: "^[a-z]{2,3}(-[A-Za-z0-9]{2,8})*$"},message:"must match pattern \""+"^[a-z]{2,3}(-[A-Za-z0-9]{2,8})*$"+"\"",schema:"^[a-z]{2,3}(-[A-Za-z0-9]{2,8})*$",parentSchema:schema43.properties.language,data:data14};
if(vErrors === null){
vErrors = [err32];
}
else {
vErrors.push(err32);
}
errors++;
}
}
else {
const err33 = {instancePath:instancePath+"/posts/" + i0+"/language",schemaPath:"post.schema.json/properties/language/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema43.properties.language.type,parentSchema:schema43.properties.language,data:data14};
if(vErrors === null){
vErrors = [err33];
}
else {
vErrors.push(err33);
}
errors++;
}
}
if(data5.legacy !== undefined){
let data15 = data5.legacy;
if(typeof data15 !== "boolean"){
const err34 = {instancePath:instancePath+"/posts/" + i0+"/legacy",schemaPath:"post.schema.json/properties/legacy/type",keyword:"type",params:{type: "boolean"},message:"must be boolean",schema:schema43.properties.legacy.type,parentSchema:schema43.properties.legacy,data:data15};
if(vErrors === null){
vErrors = [err34];
}
else {
vErrors.push(err34);
}
errors++;
}
}
}
else {
const err35 = {instancePath:instancePath+"/posts/" + i0,schemaPath:"post.schema.json/type",keyword:"type",params:{type: "object"},message:"must be object",schema:schema43.type,parentSchema:schema43,data:data5};
if(vErrors === null){
vErrors = [err35];
}
else {
vErrors.push(err35);
}
errors++;
}
}
}
else {
const err36 = {instancePath:instancePath+"/posts",schemaPath:"#/properties/posts/type",keyword:"type",params:{type: "array"},message:"must be array",schema:schema42.properties.posts.type,parentSchema:schema42.properties.posts,data:data4};
if(vErrors === null){
vErrors = [err36];
}
else {
vErrors.push(err36);
}
errors++;
}
}
}
else {
const err37 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object",schema:schema42.type,parentSchema:schema42,data};
if(vErrors === null){
vErrors = [err37];
}
else {
vErrors.push(err37);
}
errors++;
}
validate28.errors = vErrors;
return errors === 0;
}
validate28.evaluated = {"props":true,"dynamicProps":false,"dynamicItems":false};

export const api_post = validate29;

function validate29(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){
/*# sourceURL="https://schemas.site-api.dev/api/post.schema.json" */;
let vErrors = null;
let errors = 0;
const evaluated0 = validate29.evaluated;
if(evaluated0.dynamicProps){
evaluated0.props = undefined;
}
if(evaluated0.dynamicItems){
evaluated0.items = undefined;
}
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.id === undefined){
const err0 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "id"},message:"must have required property '"+"id"+"'",schema:schema43.required,parentSchema:schema43,data};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
if(data.title === undefined){
const err1 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "title"},message:"must have required property '"+"title"+"'",schema:schema43.required,parentSchema:schema43,data};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
if(data.url === undefined){
const err2 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "url"},message:"must have required property '"+"url"+"'",schema:schema43.required,parentSchema:schema43,data};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
if(data.date === undefined){
const err3 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "date"},message:"must have required property '"+"date"+"'",schema:schema43.required,parentSchema:schema43,data};
if(vErrors === null){
vErrors = [err3];
}
else {
vErrors.push(err3);
}
errors++;
}
for(const key0 in data){
if(!(func1.call(schema43.properties, key0))){
const err4 = {instancePath,schemaPath:"#/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key0},message:"must NOT have additional properties",schema:false,parentSchema:schema43,data};
if(vErrors === null){
vErrors = [err4];
}
else {
vErrors.push(err4);
}
errors++;
}
}
if(data.id !== undefined){
let data0 = data.id;
if(typeof data0 === "string"){
if(!pattern9.test(data0)){
const err5 = {instancePath:instancePath+"/id",schemaPath:"#/properties/id/pattern",keyword:"pattern",params:{pattern: "^[a-z0-9]+(-[a-z0-9]+)*$"},message:"must match pattern \""+"^[a-z0-9]+(-[a-z0-9]+)*$"+"\"",schema:"^[a-z0-9]+(-[a-z0-9]+)*$",parentSchema:schema43.properties.id,data:data0};
if(vErrors === null){
vErrors = [err5];
}
else {
vErrors.push(err5);
}
errors++;
}
}
else {
const err6 = {instancePath:instancePath+"/id",schemaPath:"#/properties/id/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema43.properties.id.type,parentSchema:schema43.properties.id,data:data0};
if(vErrors === null){
vErrors = [err6];
}
else {
vErrors.push(err6);
}
errors++;
}
}
if(data.title !== undefined){
let data1 = data.title;
if(typeof data1 === "string"){
if(func2(data1) < 1){
const err7 = {instancePath:instancePath+"/title",schemaPath:"#/properties/title/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters",schema:1,parentSchema:schema43.properties.title,data:data1};
if(vErrors === null){
vErrors = [err7];
}
else {
vErrors.push(err7);
}
errors++;
}
}
else {
const err8 = {instancePath:instancePath+"/title",schemaPath:"#/properties/title/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema43.properties.title.type,parentSchema:schema43.properties.title,data:data1};
if(vErrors === null){
vErrors = [err8];
}
else {
vErrors.push(err8);
}
errors++;
}
}
if(data.url !== undefined){
let data2 = data.url;
if(typeof data2 === "string"){
if(!(formats0(data2))){
const err9 = {instancePath:instancePath+"/url",schemaPath:"#/properties/url/format",keyword:"format",params:{format: "uri"},message:"must match format \""+"uri"+"\"",schema:"uri",parentSchema:schema43.properties.url,data:data2};
if(vErrors === null){
vErrors = [err9];
}
else {
vErrors.push(err9);
}
errors++;
}
}
else {
const err10 = {instancePath:instancePath+"/url",schemaPath:"#/properties/url/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema43.properties.url.type,parentSchema:schema43.properties.url,data:data2};
if(vErrors === null){
vErrors = [err10];
}
else {
vErrors.push(err10);
}
errors++;
}
}
if(data.date !== undefined){
let data3 = data.date;
if(typeof data3 === "string"){
if(!(formats6(data3))){
const err11 = {instancePath:instancePath+"/date",schemaPath:"#/properties/date/format",keyword:"format",params:{format: "date-time"},message:"must match format \""+"date-time"+"\"",schema:"date-time",parentSchema:schema43.properties.date,data:data3};
if(vErrors === null){
vErrors = [err11];
}
else {
vErrors.push(err11);
}
errors++;
}
}
else {
const err12 = {instancePath:instancePath+"/date",schemaPath:"#/properties/date/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema43.properties.date.type,parentSchema:schema43.properties.date,data:data3};
if(vErrors === null){
vErrors = [err12];
}
else {
vErrors.push(err12);
}
errors++;
}
}
if(data.modified !== undefined){
let data4 = data.modified;
if(typeof data4 === "string"){
if(!(formats6(data4))){
const err13 = {instancePath:instancePath+"/modified",schemaPath:"#/properties/modified/format",keyword:"format",params:{format: "date-time"},message:"must match format \""+"date-time"+"\"",schema:"date-time",parentSchema:schema43.properties.modified,data:data4};
if(vErrors === null){
vErrors = [err13];
}
else {
vErrors.push(err13);
}
errors++;
}
}
else {
const err14 = {instancePath:instancePath+"/modified",schemaPath:"#/properties/modified/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema43.properties.modified.type,parentSchema:schema43.properties.modified,data:data4};
if(vErrors === null){
vErrors = [err14];
}
else {
vErrors.push(err14);
}
errors++;
}
}
if(data.tags !== undefined){
let data5 = data.tags;
if(Array.isArray(data5)){
const len0 = data5.length;
for(let i0=0; i0<len0; i0++){
let data6 = data5[i0];
if(typeof data6 === "string"){
if(func2(data6) < 1){
const err15 = {instancePath:instancePath+"/tags/" + i0,schemaPath:"#/properties/tags/items/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters",schema:1,parentSchema:schema43.properties.tags.items,data:data6};
if(vErrors === null){
vErrors = [err15];
}
else {
vErrors.push(err15);
}
errors++;
}
}
else {
const err16 = {instancePath:instancePath+"/tags/" + i0,schemaPath:"#/properties/tags/items/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema43.properties.tags.items.type,parentSchema:schema43.properties.tags.items,data:data6};
if(vErrors === null){
vErrors = [err16];
}
else {
vErrors.push(err16);
}
errors++;
}
}
let i1 = data5.length;
let j0;
if(i1 > 1){
const indices0 = {};
for(;i1--;){
let item0 = data5[i1];
if(typeof item0 !== "string"){
continue;
}
if(typeof indices0[item0] == "number"){
j0 = indices0[item0];
const err17 = {instancePath:instancePath+"/tags",schemaPath:"#/properties/tags/uniqueItems",keyword:"uniqueItems",params:{i: i1, j: j0},message:"must NOT have duplicate items (items ## "+j0+" and "+i1+" are identical)",schema:true,parentSchema:schema43.properties.tags,data:data5};
if(vErrors === null){
vErrors = [err17];
}
else {
vErrors.push(err17);
}
errors++;
break;
}
indices0[item0] = i1;
}
}
}
else {
const err18 = {instancePath:instancePath+"/tags",schemaPath:"#/properties/tags/type",keyword:"type",params:{type: "array"},message:"must be array",schema:schema43.properties.tags.type,parentSchema:schema43.properties.tags,data:data5};
if(vErrors === null){
vErrors = [err18];
}
else {
vErrors.push(err18);
}
errors++;
}
}
if(data.summary !== undefined){
let data7 = data.summary;
if(typeof data7 === "string"){
if(func2(data7) > 240){
const err19 = {instancePath:instancePath+"/summary",schemaPath:"#/properties/summary/maxLength",keyword:"maxLength",params:{limit: 240},message:"must NOT have more than 240 characters",schema:240,parentSchema:schema43.properties.summary,data:data7};
if(vErrors === null){
vErrors = [err19];
}
else {
vErrors.push(err19);
}
errors++;
}
}
else {
const err20 = {instancePath:instancePath+"/summary",schemaPath:"#/properties/summary/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema43.properties.summary.type,parentSchema:schema43.properties.summary,data:data7};
if(vErrors === null){
vErrors = [err20];
}
else {
vErrors.push(err20);
}
errors++;
}
}
if(data.language !== undefined){
let data8 = data.language;
if(typeof data8 === "string"){
if(!pattern16.test(data8)){
const err21 = {instancePath:instancePath+"/language",schemaPath:"#/properties/language/pattern",keyword:"pattern",params:{pattern: "^[a-z]{2,3}(-[A-Za-z0-9]{2,8})*$"},message:"must match pattern \""+"^[a-z]{2,3}(-[A-Za-z0-9]{2,8})*$"+"\"",schema:"^[a-z]{2,3}(-[A-Za-z0-9]{2,8})*$",parentSchema:schema43.properties.language,data:data8};
if(vErrors === null){
vErrors = [err21];
}
else {
vErrors.push(err21);
}
errors++;
}
}
else {
const err22 = {instancePath:instancePath+"/language",schemaPath:"#/properties/language/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema43.properties.language.type,parentSchema:schema43.properties.language,data:data8};
if(vErrors === null){
vErrors = [err22];
}
else {
vErrors.push(err22);
}
errors++;
}
}
if(data.legacy !== undefined){
let data9 = data.legacy;
if(typeof data9 !== "boolean"){
const err23 = {instancePath:instancePath+"/legacy",schemaPath:"#/properties/legacy/type",keyword:"type",params:{type: "boolean"},message:"must be boolean",schema:schema43.properties.legacy.type,parentSchema:schema43.properties.legacy,data:data9};
if(vErrors === null){
vErrors = [err23];
}
else {
vErrors.push(err23);
}
errors++;
}
}
}
else {
const err24 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object",schema:schema43.type,parentSchema:schema43,data};
if(vErrors === null){
vErrors = [err24];
}
else {
vErrors.push(err24);
}
errors++;
}
validate29.errors = vErrors;
return errors === 0;
}
validate29.evaluated = {"props":true,"dynamicProps":false,"dynamicItems":false};

export const api_profile = validate30;
const schema45 = {"$schema":"https://json-schema.org/draft/2020-12/schema","$id":"https://schemas.site-api.dev/api/profile.schema.json","title":"Profile","description":"Returned by /api/profile.json: identity of the site owner.","type":"object","required":["name","job_title","url"],"additionalProperties":false,"properties":{"name":{"type":"string","minLength":1,"description":"Preferred romanized name."},"alternate_names":{"type":"array","items":{"type":"string","minLength":1},"description":"Other names of the same person."},"job_title":{"type":"string","minLength":1},"headline":{"type":"string","description":"One-line positioning statement."},"summary":{"type":"string","description":"Paragraph-length biography."},"status":{"type":"string","description":"What the owner is doing now."},"location":{"$ref":"location.schema.json"},"languages":{"type":"array","items":{"type":"string","pattern":"^[a-z]{2,3}(-[A-Za-z0-9]{2,8})*$"},"description":"BCP 47 language subtags the owner works in."},"years_of_experience":{"type":"integer","minimum":0,"description":"Years of professional Android development."},"email":{"type":"string","format":"email","description":"Public contact address."},"url":{"type":"string","format":"uri","description":"Canonical home page."},"image":{"type":"string","format":"uri","description":"Portrait image URL."},"stats":{"type":"array","items":{"$ref":"stat.schema.json"},"description":"Headline figures."},"skills":{"type":"array","items":{"$ref":"skill-group.schema.json"},"description":"Skills grouped by area."},"links":{"type":"array","items":{"$ref":"link.schema.json"},"description":"Canonical links of the identity."},"generated_at":{"type":"string","format":"date-time"}}};
const schema47 = {"$schema":"https://json-schema.org/draft/2020-12/schema","$id":"https://schemas.site-api.dev/api/stat.schema.json","title":"Stat","description":"A headline figure.","type":"object","additionalProperties":false,"properties":{"label":{"type":"string","minLength":1},"value":{"type":"string","minLength":1,"description":"Display string, not a number."}}};
const schema48 = {"$schema":"https://json-schema.org/draft/2020-12/schema","$id":"https://schemas.site-api.dev/api/skill-group.schema.json","title":"SkillGroup","description":"Skills of one area.","type":"object","additionalProperties":false,"properties":{"group":{"type":"string","minLength":1},"items":{"type":"array","items":{"type":"string","minLength":1}}}};
const formats34 = formats.email;

function validate30(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){
/*# sourceURL="https://schemas.site-api.dev/api/profile.schema.json" */;
let vErrors = null;
let errors = 0;
const evaluated0 = validate30.evaluated;
if(evaluated0.dynamicProps){
evaluated0.props = undefined;
}
if(evaluated0.dynamicItems){
evaluated0.items = undefined;
}
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.name === undefined){
const err0 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "name"},message:"must have required property '"+"name"+"'",schema:schema45.required,parentSchema:schema45,data};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
if(data.job_title === undefined){
const err1 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "job_title"},message:"must have required property '"+"job_title"+"'",schema:schema45.required,parentSchema:schema45,data};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
if(data.url === undefined){
const err2 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "url"},message:"must have required property '"+"url"+"'",schema:schema45.required,parentSchema:schema45,data};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
for(const key0 in data){
if(!(func1.call(schema45.properties, key0))){
const err3 = {instancePath,schemaPath:"#/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key0},message:"must NOT have additional properties",schema:false,parentSchema:schema45,data};
if(vErrors === null){
vErrors = [err3];
}
else {
vErrors.push(err3);
}
errors++;
}
}
if(data.name !== undefined){
let data0 = data.name;
if(typeof data0 === "string"){
if(func2(data0) < 1){
const err4 = {instancePath:instancePath+"/name",schemaPath:"#/properties/name/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters",schema:1,parentSchema:schema45.properties.name,data:data0};
if(vErrors === null){
vErrors = [err4];
}
else {
vErrors.push(err4);
}
errors++;
}
}
else {
const err5 = {instancePath:instancePath+"/name",schemaPath:"#/properties/name/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema45.properties.name.type,parentSchema:schema45.properties.name,data:data0};
if(vErrors === null){
vErrors = [err5];
}
else {
vErrors.push(err5);
}
errors++;
}
}
if(data.alternate_names !== undefined){
let data1 = data.alternate_names;
if(Array.isArray(data1)){
const len0 = data1.length;
for(let i0=0; i0<len0; i0++){
let data2 = data1[i0];
if(typeof data2 === "string"){
if(func2(data2) < 1){
const err6 = {instancePath:instancePath+"/alternate_names/" + i0,schemaPath:"#/properties/alternate_names/items/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters",schema:1,parentSchema:schema45.properties.alternate_names.items,data:data2};
if(vErrors === null){
vErrors = [err6];
}
else {
vErrors.push(err6);
}
errors++;
}
}
else {
const err7 = {instancePath:instancePath+"/alternate_names/" + i0,schemaPath:"#/properties/alternate_names/items/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema45.properties.alternate_names.items.type,parentSchema:schema45.properties.alternate_names.items,data:data2};
if(vErrors === null){
vErrors = [err7];
}
else {
vErrors.push(err7);
}
errors++;
}
}
}
else {
const err8 = {instancePath:instancePath+"/alternate_names",schemaPath:"#/properties/alternate_names/type",keyword:"type",params:{type: "array"},message:"must be array",schema:schema45.properties.alternate_names.type,parentSchema:schema45.properties.alternate_names,data:data1};
if(vErrors === null){
vErrors = [err8];
}
else {
vErrors.push(err8);
}
errors++;
}
}
if(data.job_title !== undefined){
let data3 = data.job_title;
if(typeof data3 === "string"){
if(func2(data3) < 1){
const err9 = {instancePath:instancePath+"/job_title",schemaPath:"#/properties/job_title/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters",schema:1,parentSchema:schema45.properties.job_title,data:data3};
if(vErrors === null){
vErrors = [err9];
}
else {
vErrors.push(err9);
}
errors++;
}
}
else {
const err10 = {instancePath:instancePath+"/job_title",schemaPath:"#/properties/job_title/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema45.properties.job_title.type,parentSchema:schema45.properties.job_title,data:data3};
if(vErrors === null){
vErrors = [err10];
}
else {
vErrors.push(err10);
}
errors++;
}
}
if(data.headline !== undefined){
let data4 = data.headline;
if(typeof data4 !== "string"){
const err11 = {instancePath:instancePath+"/headline",schemaPath:"#/properties/headline/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema45.properties.headline.type,parentSchema:schema45.properties.headline,data:data4};
if(vErrors === null){
vErrors = [err11];
}
else {
vErrors.push(err11);
}
errors++;
}
}
if(data.summary !== undefined){
let data5 = data.summary;
if(typeof data5 !== "string"){
const err12 = {instancePath:instancePath+"/summary",schemaPath:"#/properties/summary/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema45.properties.summary.type,parentSchema:schema45.properties.summary,data:data5};
if(vErrors === null){
vErrors = [err12];
}
else {
vErrors.push(err12);
}
errors++;
}
}
if(data.status !== undefined){
let data6 = data.status;
if(typeof data6 !== "string"){
const err13 = {instancePath:instancePath+"/status",schemaPath:"#/properties/status/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema45.properties.status.type,parentSchema:schema45.properties.status,data:data6};
if(vErrors === null){
vErrors = [err13];
}
else {
vErrors.push(err13);
}
errors++;
}
}
if(data.location !== undefined){
let data7 = data.location;
if(data7 && typeof data7 == "object" && !Array.isArray(data7)){
for(const key1 in data7){
if(!((key1 === "locality") || (key1 === "country"))){
const err14 = {instancePath:instancePath+"/location",schemaPath:"location.schema.json/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key1},message:"must NOT have additional properties",schema:false,parentSchema:schema41,data:data7};
if(vErrors === null){
vErrors = [err14];
}
else {
vErrors.push(err14);
}
errors++;
}
}
if(data7.locality !== undefined){
let data8 = data7.locality;
if(typeof data8 === "string"){
if(func2(data8) < 1){
const err15 = {instancePath:instancePath+"/location/locality",schemaPath:"location.schema.json/properties/locality/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters",schema:1,parentSchema:schema41.properties.locality,data:data8};
if(vErrors === null){
vErrors = [err15];
}
else {
vErrors.push(err15);
}
errors++;
}
}
else {
const err16 = {instancePath:instancePath+"/location/locality",schemaPath:"location.schema.json/properties/locality/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema41.properties.locality.type,parentSchema:schema41.properties.locality,data:data8};
if(vErrors === null){
vErrors = [err16];
}
else {
vErrors.push(err16);
}
errors++;
}
}
if(data7.country !== undefined){
let data9 = data7.country;
if(typeof data9 === "string"){
if(!pattern15.test(data9)){
const err17 = {instancePath:instancePath+"/location/country",schemaPath:"location.schema.json/properties/country/pattern",keyword:"pattern",params:{pattern: "^[A-Z]{2}$"},message:"must match pattern \""+"^[A-Z]{2}$"+"\"",schema:"^[A-Z]{2}$",parentSchema:schema41.properties.country,data:data9};
if(vErrors === null){
vErrors = [err17];
}
else {
vErrors.push(err17);
}
errors++;
}
}
else {
const err18 = {instancePath:instancePath+"/location/country",schemaPath:"location.schema.json/properties/country/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema41.properties.country.type,parentSchema:schema41.properties.country,data:data9};
if(vErrors === null){
vErrors = [err18];
}
else {
vErrors.push(err18);
}
errors++;
}
}
}
else {
const err19 = {instancePath:instancePath+"/location",schemaPath:"location.schema.json/type",keyword:"type",params:{type: "object"},message:"must be object",schema:schema41.type,parentSchema:schema41,data:data7};
if(vErrors === null){
vErrors = [err19];
}
else {
vErrors.push(err19);
}
errors++;
}
}
if(data.languages !== undefined){
let data10 = data.languages;
if(Array.isArray(data10)){
const len1 = data10.length;
for(let i1=0; i1<len1; i1++){
let data11 = data10[i1];
if(typeof data11 === "string"){
if(!pattern16.test(data11)){
const err20 = {instancePath:instancePath+"/languages/" + i1,schemaPath:"#/properties/languages/items/pattern",keyword:"pattern",params:{pattern: "^[a-z]{2,3}(-[A-Za-z0-9]{2,8})*$"},message:"must match pattern \""+"^[a-z]{2,3}(-[A-Za-z0-9]{2,8})*$"+"\"",schema:"^[a-z]{2,3}(-[A-Za-z0-9]{2,8})*$",parentSchema:schema45.properties.languages.items,data:data11};
if(vErrors === null){
vErrors = [err20];
}
else {
vErrors.push(err20);
}
errors++;
}
}
else {
const err21 = {instancePath:instancePath+"/languages/" + i1,schemaPath:"#/properties/languages/items/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema45.properties.languages.items.type,parentSchema:schema45.properties.languages.items,data:data11};
if(vErrors === null){
vErrors = [err21];
}
else {
vErrors.push(err21);
}
errors++;
}
}
}
else {
const err22 = {instancePath:instancePath+"/languages",schemaPath:"#/properties/languages/type",keyword:"type",params:{type: "array"},message:"must be array",schema:schema45.properties.languages.type,parentSchema:schema45.properties.languages,data:data10};
if(vErrors === null){
vErrors = [err22];
}
else {
vErrors.push(err22);
}
errors++;
}
}
if(data.years_of_experience !== undefined){
let data12 = data.years_of_experience;
if(!(((typeof data12 == "number") && (!(data12 % 1) && !isNaN(data12))) && (isFinite(data12)))){
const err23 = {instancePath:instancePath+"/years_of_experience",schemaPath:"#/properties/years_of_experience/type",keyword:"type",params:{type: "integer"},message:"must be integer",schema:schema45.properties.years_of_experience.type,parentSchema:schema45.properties.years_of_experience,data:data12};
if(vErrors === null){
vErrors = [err23];
}
else {
vErrors.push(err23);
}
errors++;
}
if((typeof data12 == "number") && (isFinite(data12))){
if(data12 < 0 || isNaN(data12)){
const err24 = {instancePath:instancePath+"/years_of_experience",schemaPath:"#/properties/years_of_experience/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0",schema:0,parentSchema:schema45.properties.years_of_experience,data:data12};
if(vErrors === null){
vErrors = [err24];
}
else {
vErrors.push(err24);
}
errors++;
}
}
}
if(data.email !== undefined){
let data13 = data.email;
if(typeof data13 === "string"){
if(!(formats34(data13))){
const err25 = {instancePath:instancePath+"/email",schemaPath:"#/properties/email/format",keyword:"format",params:{format: "email"},message:"must match format \""+"email"+"\"",schema:"email",parentSchema:schema45.properties.email,data:data13};
if(vErrors === null){
vErrors = [err25];
}
else {
vErrors.push(err25);
}
errors++;
}
}
else {
const err26 = {instancePath:instancePath+"/email",schemaPath:"#/properties/email/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema45.properties.email.type,parentSchema:schema45.properties.email,data:data13};
if(vErrors === null){
vErrors = [err26];
}
else {
vErrors.push(err26);
}
errors++;
}
}
if(data.url !== undefined){
let data14 = data.url;
if(typeof data14 === "string"){
if(!(formats0(data14))){
const err27 = {instancePath:instancePath+"/url",schemaPath:"#/properties/url/format",keyword:"format",params:{format: "uri"},message:"must match format \""+"uri"+"\"",schema:"uri",parentSchema:schema45.properties.url,data:data14};
if(vErrors === null){
vErrors = [err27];
}
else {
vErrors.push(err27);
}
errors++;
}
}
else {
const err28 = {instancePath:instancePath+"/url",schemaPath:"#/properties/url/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema45.properties.url.type,parentSchema:schema45.properties.url,data:data14};
if(vErrors === null){
vErrors = [err28];
}
else {
vErrors.push(err28);
}
errors++;
}
}
if(data.image !== undefined){
let data15 = data.image;
if(typeof data15 === "string"){
if(!(formats0(data15))){
const err29 = {instancePath:instancePath+"/image",schemaPath:"#/properties/image/format",keyword:"format",params:{format: "uri"},message:"must match format \""+"uri"+"\"",schema:"uri",parentSchema:schema45.properties.image,data:data15};
if(vErrors === null){
vErrors = [err29];
}
else {
vErrors.push(err29);
}
errors++;
}
}
else {
const err30 = {instancePath:instancePath+"/image",schemaPath:"#/properties/image/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema45.properties.image.type,parentSchema:schema45.properties.image,data:data15};
if(vErrors === null){
vErrors = [err30];
}
else {
vErrors.push(err30);
}
errors++;
}
}
if(data.stats !== undefined){
let data16 = data.stats;
if(Array.isArray(data16)){
const len2 = data16.length;
for(let i2=0; i2<len2; i2++){
let data17 = data16[i2];
if(data17 && typeof data17 == "object" && !Array.isArray(data17)){
for(const key2 in data17){
if(!((key2 === "label") || (key2 === "value"))){
const err31 = {instancePath:instancePath+"/stats/" + i2,schemaPath:"stat.schema.json/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key2},message:"must NOT have additional properties",schema:false,parentSchema:schema47,data:data17};
if(vErrors === null){
vErrors = [err31];
}
else {
vErrors.push(err31);
}
errors++;
}
}
if(data17.label !== undefined){
let data18 = data17.label;
if(typeof data18 === "string"){
if(func2(data18) < 1){
const err32 = {instancePath:instancePath+"/stats/" + i2+"/label",schemaPath:"stat.schema.json/properties/label/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters",schema:1,parentSchema:schema47.properties.label,data:data18};
if(vErrors === null){
vErrors = [err32];
}
else {
vErrors.push(err32);
}
errors++;
}
}
else {
const err33 = {instancePath:instancePath+"/stats/" + i2+"/label",schemaPath:"stat.schema.json/properties/label/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema47.properties.label.type,parentSchema:schema47.properties.label,data:data18};
if(vErrors === null){
vErrors = [err33];
}
else {
vErrors.push(err33);
}
errors++;
}
}
if(data17.value !== undefined){
let data19 = data17.value;
if(typeof data19 === "string"){
if(func2(data19) < 1){
const err34 = {instancePath:instancePath+"/stats/" + i2+"/value",schemaPath:"stat.schema.json/properties/value/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters",schema:1,parentSchema:schema47.properties.value,data:data19};
if(vErrors === null){
vErrors = [err34];
}
else {
vErrors.push(err34);
}
errors++;
}
}
else {
const err35 = {instancePath:instancePath+"/stats/" + i2+"/value",schemaPath:"stat.schema.json/properties/value/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema47.properties.value.type,parentSchema:schema47.properties.value,data:data19};
if(vErrors === null){
vErrors = [err35];
}
else {
vErrors.push(err35);
}
errors++;
}
}
}
else {
const err36 = {instancePath:instancePath+"/stats/" + i2,schemaPath:"stat.schema.json/type",keyword:"type",params:{type: "object"},message:"must be object",schema:schema47.type,parentSchema:schema47,data:data17};
if(vErrors === null){
vErrors = [err36];
}
else {
vErrors.push(err36);
}
errors++;
}
}
}
else {
const err37 = {instancePath:instancePath+"/stats",schemaPath:"#/properties/stats/type",keyword:"type",params:{type: "array"},message:"must be array",schema:schema45.properties.stats.type,parentSchema:schema45.properties.stats,data:data16};
if(vErrors === null){
vErrors = [err37];
}
else {
vErrors.push(err37);
}
errors++;
}
}
if(data.skills !== undefined){
let data20 = data.skills;
if(Array.isArray(data20)){
const len3 = data20.length;
for(let i3=0; i3<len3; i3++){
let data21 = data20[i3];
if(data21 && typeof data21 == "object" && !Array.isArray(data21)){
for(const key3 in data21){
if(!((key3 === "group") || (key3 === "items"))){
const err38 = {instancePath:instancePath+"/skills/" + i3,schemaPath:"skill-group.schema.json/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key3},message:"must NOT have additional properties",schema:false,parentSchema:schema48,data:data21};
if(vErrors === null){
vErrors = [err38];
}
else {
vErrors.push(err38);
}
errors++;
}
}
if(data21.group !== undefined){
let data22 = data21.group;
if(typeof data22 === "string"){
if(func2(data22) < 1){
const err39 = {instancePath:instancePath+"/skills/" + i3+"/group",schemaPath:"skill-group.schema.json/properties/group/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters",schema:1,parentSchema:schema48.properties.group,data:data22};
if(vErrors === null){
vErrors = [err39];
}
else {
vErrors.push(err39);
}
errors++;
}
}
else {
const err40 = {instancePath:instancePath+"/skills/" + i3+"/group",schemaPath:"skill-group.schema.json/properties/group/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema48.properties.group.type,parentSchema:schema48.properties.group,data:data22};
if(vErrors === null){
vErrors = [err40];
}
else {
vErrors.push(err40);
}
errors++;
}
}
if(data21.items !== undefined){
let data23 = data21.items;
if(Array.isArray(data23)){
const len4 = data23.length;
for(let i4=0; i4<len4; i4++){
let data24 = data23[i4];
if(typeof data24 === "string"){
if(func2(data24) < 1){
const err41 = {instancePath:instancePath+"/skills/" + i3+"/items/" + i4,schemaPath:"skill-group.schema.json/properties/items/items/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters",schema:1,parentSchema:schema48.properties.items.items,data:data24};
if(vErrors === null){
vErrors = [err41];
}
else {
vErrors.push(err41);
}
errors++;
}
}
else {
const err42 = {instancePath:instancePath+"/skills/" + i3+"/items/" + i4,schemaPath:"skill-group.schema.json/properties/items/items/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema48.properties.items.items.type,parentSchema:schema48.properties.items.items,data:data24};
if(vErrors === null){
vErrors = [err42];
}
else {
vErrors.push(err42);
}
errors++;
}
}
}
else {
const err43 = {instancePath:instancePath+"/skills/" + i3+"/items",schemaPath:"skill-group.schema.json/properties/items/type",keyword:"type",params:{type: "array"},message:"must be array",schema:schema48.properties.items.type,parentSchema:schema48.properties.items,data:data23};
if(vErrors === null){
vErrors = [err43];
}
else {
vErrors.push(err43);
}
errors++;
}
}
}
else {
const err44 = {instancePath:instancePath+"/skills/" + i3,schemaPath:"skill-group.schema.json/type",keyword:"type",params:{type: "object"},message:"must be object",schema:schema48.type,parentSchema:schema48,data:data21};
if(vErrors === null){
vErrors = [err44];
}
else {
vErrors.push(err44);
}
errors++;
}
}
}
else {
const err45 = {instancePath:instancePath+"/skills",schemaPath:"#/properties/skills/type",keyword:"type",params:{type: "array"},message:"must be array",schema:schema45.properties.skills.type,parentSchema:schema45.properties.skills,data:data20};
if(vErrors === null){
vErrors = [err45];
}
else {
vErrors.push(err45);
}
errors++;
}
}
if(data.links !== undefined){
let data25 = data.links;
if(Array.isArray(data25)){
const len5 = data25.length;
for(let i5=0; i5<len5; i5++){
let data26 = data25[i5];
if(data26 && typeof data26 == "object" && !Array.isArray(data26)){
if(data26.url === undefined){
const err46 = {instancePath:instancePath+"/links/" + i5,schemaPath:"link.schema.json/required",keyword:"required",params:{missingProperty: "url"},message:"must have required property '"+"url"+"'",schema:schema40.required,parentSchema:schema40,data:data26};
if(vErrors === null){
vErrors = [err46];
}
else {
vErrors.push(err46);
}
errors++;
}
for(const key4 in data26){
if(!(((key4 === "label") || (key4 === "type")) || (key4 === "url"))){
const err47 = {instancePath:instancePath+"/links/" + i5,schemaPath:"link.schema.json/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key4},message:"must NOT have additional properties",schema:false,parentSchema:schema40,data:data26};
if(vErrors === null){
vErrors = [err47];
}
else {
vErrors.push(err47);
}
errors++;
}
}
if(data26.label !== undefined){
let data27 = data26.label;
if(typeof data27 === "string"){
if(func2(data27) < 1){
const err48 = {instancePath:instancePath+"/links/" + i5+"/label",schemaPath:"link.schema.json/properties/label/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters",schema:1,parentSchema:schema40.properties.label,data:data27};
if(vErrors === null){
vErrors = [err48];
}
else {
vErrors.push(err48);
}
errors++;
}
}
else {
const err49 = {instancePath:instancePath+"/links/" + i5+"/label",schemaPath:"link.schema.json/properties/label/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema40.properties.label.type,parentSchema:schema40.properties.label,data:data27};
if(vErrors === null){
vErrors = [err49];
}
else {
vErrors.push(err49);
}
errors++;
}
}
if(data26.type !== undefined){
let data28 = data26.type;
if(typeof data28 !== "string"){
const err50 = {instancePath:instancePath+"/links/" + i5+"/type",schemaPath:"link.schema.json/properties/type/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema40.properties.type.type,parentSchema:schema40.properties.type,data:data28};
if(vErrors === null){
vErrors = [err50];
}
else {
vErrors.push(err50);
}
errors++;
}
if(!((((data28 === "website") || (data28 === "blog")) || (data28 === "feed")) || (data28 === "profile"))){
const err51 = {instancePath:instancePath+"/links/" + i5+"/type",schemaPath:"link.schema.json/properties/type/enum",keyword:"enum",params:{allowedValues: schema40.properties.type.enum},message:"must be equal to one of the allowed values",schema:schema40.properties.type.enum,parentSchema:schema40.properties.type,data:data28};
if(vErrors === null){
vErrors = [err51];
}
else {
vErrors.push(err51);
}
errors++;
}
}
if(data26.url !== undefined){
let data29 = data26.url;
if(typeof data29 === "string"){
if(!(formats0(data29))){
const err52 = {instancePath:instancePath+"/links/" + i5+"/url",schemaPath:"link.schema.json/properties/url/format",keyword:"format",params:{format: "uri"},message:"must match format \""+"uri"+"\"",schema:"uri",parentSchema:schema40.properties.url,data:data29};
if(vErrors === null){
vErrors = [err52];
}
else {
vErrors.push(err52);
}
errors++;
}
}
else {
const err53 = {instancePath:instancePath+"/links/" + i5+"/url",schemaPath:"link.schema.json/properties/url/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema40.properties.url.type,parentSchema:schema40.properties.url,data:data29};
if(vErrors === null){
vErrors = [err53];
}
else {
vErrors.push(err53);
}
errors++;
}
}
}
else {
const err54 = {instancePath:instancePath+"/links/" + i5,schemaPath:"link.schema.json/type",keyword:"type",params:{type: "object"},message:"must be object",schema:schema40.type,parentSchema:schema40,data:data26};
if(vErrors === null){
vErrors = [err54];
}
else {
vErrors.push(err54);
}
errors++;
}
}
}
else {
const err55 = {instancePath:instancePath+"/links",schemaPath:"#/properties/links/type",keyword:"type",params:{type: "array"},message:"must be array",schema:schema45.properties.links.type,parentSchema:schema45.properties.links,data:data25};
if(vErrors === null){
vErrors = [err55];
}
else {
vErrors.push(err55);
}
errors++;
}
}
if(data.generated_at !== undefined){
let data30 = data.generated_at;
if(typeof data30 === "string"){
if(!(formats6(data30))){
const err56 = {instancePath:instancePath+"/generated_at",schemaPath:"#/properties/generated_at/format",keyword:"format",params:{format: "date-time"},message:"must match format \""+"date-time"+"\"",schema:"date-time",parentSchema:schema45.properties.generated_at,data:data30};
if(vErrors === null){
vErrors = [err56];
}
else {
vErrors.push(err56);
}
errors++;
}
}
else {
const err57 = {instancePath:instancePath+"/generated_at",schemaPath:"#/properties/generated_at/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema45.properties.generated_at.type,parentSchema:schema45.properties.generated_at,data:data30};
if(vErrors === null){
vErrors = [err57];
}
else {
vErrors.push(err57);
}
errors++;
}
}
}
else {
const err58 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object",schema:schema45.type,parentSchema:schema45,data};
if(vErrors === null){
vErrors = [err58];
}
else {
vErrors.push(err58);
}
errors++;
}
validate30.errors = vErrors;
return errors === 0;
}
validate30.evaluated = {"props":true,"dynamicProps":false,"dynamicItems":false};

export const api_project_list = validate31;
const schema50 = {"$schema":"https://json-schema.org/draft/2020-12/schema","$id":"https://schemas.site-api.dev/api/project-list.schema.json","title":"ProjectList","description":"Returned by /api/projects.json: featured projects first, then newest release first.","type":"object","required":["count","projects"],"additionalProperties":false,"properties":{"count":{"type":"integer","minimum":0,"description":"Number of projects returned."},"generated_at":{"type":"string","format":"date-time"},"projects":{"type":"array","items":{"$ref":"project.schema.json"},"description":"Newest and most prominent first."}}};
const schema51 = {"$schema":"https://json-schema.org/draft/2020-12/schema","$id":"https://schemas.site-api.dev/api/project.schema.json","title":"Project","description":"A product the owner built solo (indie) or shipped inside a company (professional).","type":"object","required":["id","name","type","summary"],"additionalProperties":false,"properties":{"id":{"type":"string","pattern":"^[a-z0-9]+(-[a-z0-9]+)*$","description":"Stable identifier."},"name":{"type":"string","minLength":1},"type":{"type":"string","enum":["indie","professional"],"description":"indie: built solo; professional: shipped inside a company."},"status":{"type":"string","enum":["live","shipped"],"description":"live: the owner still maintains the app; shipped: no longer maintained."},"platform":{"type":"string"},"role":{"type":["string","null"],"description":"Owner's role when it differs from engineering."},"organization":{"type":["string","null"],"description":"Company the product belongs to, for professional work."},"category":{"type":["string","null"],"description":"Product category."},"summary":{"type":"string","minLength":1,"description":"What the product does."},"downloads":{"type":["string","null"],"description":"Publicly reported download count, as displayed by the store (display string)."},"tech":{"type":"array","items":{"type":"string","minLength":1},"description":"Notable technologies."},"url":{"type":["string","null"],"format":"uri","description":"Store or product URL, when public."}}};

function validate31(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){
/*# sourceURL="https://schemas.site-api.dev/api/project-list.schema.json" */;
let vErrors = null;
let errors = 0;
const evaluated0 = validate31.evaluated;
if(evaluated0.dynamicProps){
evaluated0.props = undefined;
}
if(evaluated0.dynamicItems){
evaluated0.items = undefined;
}
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.count === undefined){
const err0 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "count"},message:"must have required property '"+"count"+"'",schema:schema50.required,parentSchema:schema50,data};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
if(data.projects === undefined){
const err1 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "projects"},message:"must have required property '"+"projects"+"'",schema:schema50.required,parentSchema:schema50,data};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
for(const key0 in data){
if(!(((key0 === "count") || (key0 === "generated_at")) || (key0 === "projects"))){
const err2 = {instancePath,schemaPath:"#/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key0},message:"must NOT have additional properties",schema:false,parentSchema:schema50,data};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
}
if(data.count !== undefined){
let data0 = data.count;
if(!(((typeof data0 == "number") && (!(data0 % 1) && !isNaN(data0))) && (isFinite(data0)))){
const err3 = {instancePath:instancePath+"/count",schemaPath:"#/properties/count/type",keyword:"type",params:{type: "integer"},message:"must be integer",schema:schema50.properties.count.type,parentSchema:schema50.properties.count,data:data0};
if(vErrors === null){
vErrors = [err3];
}
else {
vErrors.push(err3);
}
errors++;
}
if((typeof data0 == "number") && (isFinite(data0))){
if(data0 < 0 || isNaN(data0)){
const err4 = {instancePath:instancePath+"/count",schemaPath:"#/properties/count/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0",schema:0,parentSchema:schema50.properties.count,data:data0};
if(vErrors === null){
vErrors = [err4];
}
else {
vErrors.push(err4);
}
errors++;
}
}
}
if(data.generated_at !== undefined){
let data1 = data.generated_at;
if(typeof data1 === "string"){
if(!(formats6(data1))){
const err5 = {instancePath:instancePath+"/generated_at",schemaPath:"#/properties/generated_at/format",keyword:"format",params:{format: "date-time"},message:"must match format \""+"date-time"+"\"",schema:"date-time",parentSchema:schema50.properties.generated_at,data:data1};
if(vErrors === null){
vErrors = [err5];
}
else {
vErrors.push(err5);
}
errors++;
}
}
else {
const err6 = {instancePath:instancePath+"/generated_at",schemaPath:"#/properties/generated_at/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema50.properties.generated_at.type,parentSchema:schema50.properties.generated_at,data:data1};
if(vErrors === null){
vErrors = [err6];
}
else {
vErrors.push(err6);
}
errors++;
}
}
if(data.projects !== undefined){
let data2 = data.projects;
if(Array.isArray(data2)){
const len0 = data2.length;
for(let i0=0; i0<len0; i0++){
let data3 = data2[i0];
if(data3 && typeof data3 == "object" && !Array.isArray(data3)){
if(data3.id === undefined){
const err7 = {instancePath:instancePath+"/projects/" + i0,schemaPath:"project.schema.json/required",keyword:"required",params:{missingProperty: "id"},message:"must have required property '"+"id"+"'",schema:schema51.required,parentSchema:schema51,data:data3};
if(vErrors === null){
vErrors = [err7];
}
else {
vErrors.push(err7);
}
errors++;
}
if(data3.name === undefined){
const err8 = {instancePath:instancePath+"/projects/" + i0,schemaPath:"project.schema.json/required",keyword:"required",params:{missingProperty: "name"},message:"must have required property '"+"name"+"'",schema:schema51.required,parentSchema:schema51,data:data3};
if(vErrors === null){
vErrors = [err8];
}
else {
vErrors.push(err8);
}
errors++;
}
if(data3.type === undefined){
const err9 = {instancePath:instancePath+"/projects/" + i0,schemaPath:"project.schema.json/required",keyword:"required",params:{missingProperty: "type"},message:"must have required property '"+"type"+"'",schema:schema51.required,parentSchema:schema51,data:data3};
if(vErrors === null){
vErrors = [err9];
}
else {
vErrors.push(err9);
}
errors++;
}
if(data3.summary === undefined){
const err10 = {instancePath:instancePath+"/projects/" + i0,schemaPath:"project.schema.json/required",keyword:"required",params:{missingProperty: "summary"},message:"must have required property '"+"summary"+"'",schema:schema51.required,parentSchema:schema51,data:data3};
if(vErrors === null){
vErrors = [err10];
}
else {
vErrors.push(err10);
}
errors++;
}
for(const key1 in data3){
if(!(func1.call(schema51.properties, key1))){
const err11 = {instancePath:instancePath+"/projects/" + i0,schemaPath:"project.schema.json/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key1},message:"must NOT have additional properties",schema:false,parentSchema:schema51,data:data3};
if(vErrors === null){
vErrors = [err11];
}
else {
vErrors.push(err11);
}
errors++;
}
}
if(data3.id !== undefined){
let data4 = data3.id;
if(typeof data4 === "string"){
if(!pattern9.test(data4)){
const err12 = {instancePath:instancePath+"/projects/" + i0+"/id",schemaPath:"project.schema.json/properties/id/pattern",keyword:"pattern",params:{pattern: "^[a-z0-9]+(-[a-z0-9]+)*$"},message:"must match pattern \""+"^[a-z0-9]+(-[a-z0-9]+)*$"+"\"",schema:"^[a-z0-9]+(-[a-z0-9]+)*$",parentSchema:schema51.properties.id,data:data4};
if(vErrors === null){
vErrors = [err12];
}
else {
vErrors.push(err12);
}
errors++;
}
}
else {
const err13 = {instancePath:instancePath+"/projects/" + i0+"/id",schemaPath:"project.schema.json/properties/id/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema51.properties.id.type,parentSchema:schema51.properties.id,data:data4};
if(vErrors === null){
vErrors = [err13];
}
else {
vErrors.push(err13);
}
errors++;
}
}
if(data3.name !== undefined){
let data5 = data3.name;
if(typeof data5 === "string"){
if(func2(data5) < 1){
const err14 = {instancePath:instancePath+"/projects/" + i0+"/name",schemaPath:"project.schema.json/properties/name/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters",schema:1,parentSchema:schema51.properties.name,data:data5};
if(vErrors === null){
vErrors = [err14];
}
else {
vErrors.push(err14);
}
errors++;
}
}
else {
const err15 = {instancePath:instancePath+"/projects/" + i0+"/name",schemaPath:"project.schema.json/properties/name/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema51.properties.name.type,parentSchema:schema51.properties.name,data:data5};
if(vErrors === null){
vErrors = [err15];
}
else {
vErrors.push(err15);
}
errors++;
}
}
if(data3.type !== undefined){
let data6 = data3.type;
if(typeof data6 !== "string"){
const err16 = {instancePath:instancePath+"/projects/" + i0+"/type",schemaPath:"project.schema.json/properties/type/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema51.properties.type.type,parentSchema:schema51.properties.type,data:data6};
if(vErrors === null){
vErrors = [err16];
}
else {
vErrors.push(err16);
}
errors++;
}
if(!((data6 === "indie") || (data6 === "professional"))){
const err17 = {instancePath:instancePath+"/projects/" + i0+"/type",schemaPath:"project.schema.json/properties/type/enum",keyword:"enum",params:{allowedValues: schema51.properties.type.enum},message:"must be equal to one of the allowed values",schema:schema51.properties.type.enum,parentSchema:schema51.properties.type,data:data6};
if(vErrors === null){
vErrors = [err17];
}
else {
vErrors.push(err17);
}
errors++;
}
}
if(data3.status !== undefined){
let data7 = data3.status;
if(typeof data7 !== "string"){
const err18 = {instancePath:instancePath+"/projects/" + i0+"/status",schemaPath:"project.schema.json/properties/status/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema51.properties.status.type,parentSchema:schema51.properties.status,data:data7};
if(vErrors === null){
vErrors = [err18];
}
else {
vErrors.push(err18);
}
errors++;
}
if(!((data7 === "live") || (data7 === "shipped"))){
const err19 = {instancePath:instancePath+"/projects/" + i0+"/status",schemaPath:"project.schema.json/properties/status/enum",keyword:"enum",params:{allowedValues: schema51.properties.status.enum},message:"must be equal to one of the allowed values",schema:schema51.properties.status.enum,parentSchema:schema51.properties.status,data:data7};
if(vErrors === null){
vErrors = [err19];
}
else {
vErrors.push(err19);
}
errors++;
}
}
if(data3.platform !== undefined){
let data8 = data3.platform;
if(typeof data8 !== "string"){
const err20 = {instancePath:instancePath+"/projects/" + i0+"/platform",schemaPath:"project.schema.json/properties/platform/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema51.properties.platform.type,parentSchema:schema51.properties.platform,data:data8};
if(vErrors === null){
vErrors = [err20];
}
else {
vErrors.push(err20);
}
errors++;
}
}
if(data3.role !== undefined){
let data9 = data3.role;
if((typeof data9 !== "string") && (data9 !== null)){
const err21 = {instancePath:instancePath+"/projects/" + i0+"/role",schemaPath:"project.schema.json/properties/role/type",keyword:"type",params:{type: schema51.properties.role.type},message:"must be string,null",schema:schema51.properties.role.type,parentSchema:schema51.properties.role,data:data9};
if(vErrors === null){
vErrors = [err21];
}
else {
vErrors.push(err21);
}
errors++;
}
}
if(data3.organization !== undefined){
let data10 = data3.organization;
if((typeof data10 !== "string") && (data10 !== null)){
const err22 = {instancePath:instancePath+"/projects/" + i0+"/organization",schemaPath:"project.schema.json/properties/organization/type",keyword:"type",params:{type: schema51.properties.organization.type},message:"must be string,null",schema:schema51.properties.organization.type,parentSchema:schema51.properties.organization,data:data10};
if(vErrors === null){
vErrors = [err22];
}
else {
vErrors.push(err22);
}
errors++;
}
}
if(data3.category !== undefined){
let data11 = data3.category;
if((typeof data11 !== "string") && (data11 !== null)){
const err23 = {instancePath:instancePath+"/projects/" + i0+"/category",schemaPath:"project.schema.json/properties/category/type",keyword:"type",params:{type: schema51.properties.category.type},message:"must be string,null",schema:schema51.properties.category.type,parentSchema:schema51.properties.category,data:data11};
if(vErrors === null){
vErrors = [err23];
}
else {
vErrors.push(err23);
}
errors++;
}
}
if(data3.summary !== undefined){
let data12 = data3.summary;
if(typeof data12 === "string"){
if(func2(data12) < 1){
const err24 = {instancePath:instancePath+"/projects/" + i0+"/summary",schemaPath:"project.schema.json/properties/summary/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters",schema:1,parentSchema:schema51.properties.summary,data:data12};
if(vErrors === null){
vErrors = [err24];
}
else {
vErrors.push(err24);
}
errors++;
}
}
else {
const err25 = {instancePath:instancePath+"/projects/" + i0+"/summary",schemaPath:"project.schema.json/properties/summary/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema51.properties.summary.type,parentSchema:schema51.properties.summary,data:data12};
if(vErrors === null){
vErrors = [err25];
}
else {
vErrors.push(err25);
}
errors++;
}
}
if(data3.downloads !== undefined){
let data13 = data3.downloads;
if((typeof data13 !== "string") && (data13 !== null)){
const err26 = {instancePath:instancePath+"/projects/" + i0+"/downloads",schemaPath:"project.schema.json/properties/downloads/type",keyword:"type",params:{type: schema51.properties.downloads.type},message:"must be string,null",schema:schema51.properties.downloads.type,parentSchema:schema51.properties.downloads,data:data13};
if(vErrors === null){
vErrors = [err26];
}
else {
vErrors.push(err26);
}
errors++;
}
}
if(data3.tech !== undefined){
let data14 = data3.tech;
if(Array.isArray(data14)){
const len1 = data14.length;
for(let i1=0; i1<len1; i1++){
let data15 = data14[i1];
if(typeof data15 === "string"){
if(func2(data15) < 1){
const err27 = {instancePath:instancePath+"/projects/" + i0+"/tech/" + i1,schemaPath:"project.schema.json/properties/tech/items/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters",schema:1,parentSchema:schema51.properties.tech.items,data:data15};
if(vErrors === null){
vErrors = [err27];
}
else {
vErrors.push(err27);
}
errors++;
}
}
else {
const err28 = {instancePath:instancePath+"/projects/" + i0+"/tech/" + i1,schemaPath:"project.schema.json/properties/tech/items/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema51.properties.tech.items.type,parentSchema:schema51.properties.tech.items,data:data15};
if(vErrors === null){
vErrors = [err28];
}
else {
vErrors.push(err28);
}
errors++;
}
}
}
else {
const err29 = {instancePath:instancePath+"/projects/" + i0+"/tech",schemaPath:"project.schema.json/properties/tech/type",keyword:"type",params:{type: "array"},message:"must be array",schema:schema51.properties.tech.type,parentSchema:schema51.properties.tech,data:data14};
if(vErrors === null){
vErrors = [err29];
}
else {
vErrors.push(err29);
}
errors++;
}
}
if(data3.url !== undefined){
let data16 = data3.url;
if((typeof data16 !== "string") && (data16 !== null)){
const err30 = {instancePath:instancePath+"/projects/" + i0+"/url",schemaPath:"project.schema.json/properties/url/type",keyword:"type",params:{type: schema51.properties.url.type},message:"must be string,null",schema:schema51.properties.url.type,parentSchema:schema51.properties.url,data:data16};
if(vErrors === null){
vErrors = [err30];
}
else {
vErrors.push(err30);
}
errors++;
}
if(typeof data16 === "string"){
if(!(formats0(data16))){
const err31 = {instancePath:instancePath+"/projects/" + i0+"/url",schemaPath:"project.schema.json/properties/url/format",keyword:"format",params:{format: "uri"},message:"must match format \""+"uri"+"\"",schema:"uri",parentSchema:schema51.properties.url,data:data16};
if(vErrors === null){
vErrors = [err31];
}
else {
vErrors.push(err31);
}
errors++;
}
}
}
}
else {
const err32 = {instancePath:instancePath+"/projects/" + i0,schemaPath:"project.schema.json/type",keyword:"type",params:{type: "object"},message:"must be object",schema:schema51.type,parentSchema:schema51,data:data3};
if(vErrors === null){
vErrors = [err32];
}
else {
vErrors.push(err32);
}
errors++;
}
}
}
else {
const err33 = {instancePath:instancePath+"/projects",schemaPath:"#/properties/projects/type",keyword:"type",params:{type: "array"},message:"must be array",schema:schema50.properties.projects.type,parentSchema:schema50.properties.projects,data:data2};
if(vErrors === null){
vErrors = [err33];
}
else {
vErrors.push(err33);
}
errors++;
}
}
}
else {
const err34 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object",schema:schema50.type,parentSchema:schema50,data};
if(vErrors === null){
vErrors = [err34];
}
else {
vErrors.push(err34);
}
errors++;
}
validate31.errors = vErrors;
return errors === 0;
}
validate31.evaluated = {"props":true,"dynamicProps":false,"dynamicItems":false};

export const api_project = validate32;

function validate32(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){
/*# sourceURL="https://schemas.site-api.dev/api/project.schema.json" */;
let vErrors = null;
let errors = 0;
const evaluated0 = validate32.evaluated;
if(evaluated0.dynamicProps){
evaluated0.props = undefined;
}
if(evaluated0.dynamicItems){
evaluated0.items = undefined;
}
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.id === undefined){
const err0 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "id"},message:"must have required property '"+"id"+"'",schema:schema51.required,parentSchema:schema51,data};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
if(data.name === undefined){
const err1 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "name"},message:"must have required property '"+"name"+"'",schema:schema51.required,parentSchema:schema51,data};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
if(data.type === undefined){
const err2 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "type"},message:"must have required property '"+"type"+"'",schema:schema51.required,parentSchema:schema51,data};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
if(data.summary === undefined){
const err3 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "summary"},message:"must have required property '"+"summary"+"'",schema:schema51.required,parentSchema:schema51,data};
if(vErrors === null){
vErrors = [err3];
}
else {
vErrors.push(err3);
}
errors++;
}
for(const key0 in data){
if(!(func1.call(schema51.properties, key0))){
const err4 = {instancePath,schemaPath:"#/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key0},message:"must NOT have additional properties",schema:false,parentSchema:schema51,data};
if(vErrors === null){
vErrors = [err4];
}
else {
vErrors.push(err4);
}
errors++;
}
}
if(data.id !== undefined){
let data0 = data.id;
if(typeof data0 === "string"){
if(!pattern9.test(data0)){
const err5 = {instancePath:instancePath+"/id",schemaPath:"#/properties/id/pattern",keyword:"pattern",params:{pattern: "^[a-z0-9]+(-[a-z0-9]+)*$"},message:"must match pattern \""+"^[a-z0-9]+(-[a-z0-9]+)*$"+"\"",schema:"^[a-z0-9]+(-[a-z0-9]+)*$",parentSchema:schema51.properties.id,data:data0};
if(vErrors === null){
vErrors = [err5];
}
else {
vErrors.push(err5);
}
errors++;
}
}
else {
const err6 = {instancePath:instancePath+"/id",schemaPath:"#/properties/id/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema51.properties.id.type,parentSchema:schema51.properties.id,data:data0};
if(vErrors === null){
vErrors = [err6];
}
else {
vErrors.push(err6);
}
errors++;
}
}
if(data.name !== undefined){
let data1 = data.name;
if(typeof data1 === "string"){
if(func2(data1) < 1){
const err7 = {instancePath:instancePath+"/name",schemaPath:"#/properties/name/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters",schema:1,parentSchema:schema51.properties.name,data:data1};
if(vErrors === null){
vErrors = [err7];
}
else {
vErrors.push(err7);
}
errors++;
}
}
else {
const err8 = {instancePath:instancePath+"/name",schemaPath:"#/properties/name/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema51.properties.name.type,parentSchema:schema51.properties.name,data:data1};
if(vErrors === null){
vErrors = [err8];
}
else {
vErrors.push(err8);
}
errors++;
}
}
if(data.type !== undefined){
let data2 = data.type;
if(typeof data2 !== "string"){
const err9 = {instancePath:instancePath+"/type",schemaPath:"#/properties/type/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema51.properties.type.type,parentSchema:schema51.properties.type,data:data2};
if(vErrors === null){
vErrors = [err9];
}
else {
vErrors.push(err9);
}
errors++;
}
if(!((data2 === "indie") || (data2 === "professional"))){
const err10 = {instancePath:instancePath+"/type",schemaPath:"#/properties/type/enum",keyword:"enum",params:{allowedValues: schema51.properties.type.enum},message:"must be equal to one of the allowed values",schema:schema51.properties.type.enum,parentSchema:schema51.properties.type,data:data2};
if(vErrors === null){
vErrors = [err10];
}
else {
vErrors.push(err10);
}
errors++;
}
}
if(data.status !== undefined){
let data3 = data.status;
if(typeof data3 !== "string"){
const err11 = {instancePath:instancePath+"/status",schemaPath:"#/properties/status/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema51.properties.status.type,parentSchema:schema51.properties.status,data:data3};
if(vErrors === null){
vErrors = [err11];
}
else {
vErrors.push(err11);
}
errors++;
}
if(!((data3 === "live") || (data3 === "shipped"))){
const err12 = {instancePath:instancePath+"/status",schemaPath:"#/properties/status/enum",keyword:"enum",params:{allowedValues: schema51.properties.status.enum},message:"must be equal to one of the allowed values",schema:schema51.properties.status.enum,parentSchema:schema51.properties.status,data:data3};
if(vErrors === null){
vErrors = [err12];
}
else {
vErrors.push(err12);
}
errors++;
}
}
if(data.platform !== undefined){
let data4 = data.platform;
if(typeof data4 !== "string"){
const err13 = {instancePath:instancePath+"/platform",schemaPath:"#/properties/platform/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema51.properties.platform.type,parentSchema:schema51.properties.platform,data:data4};
if(vErrors === null){
vErrors = [err13];
}
else {
vErrors.push(err13);
}
errors++;
}
}
if(data.role !== undefined){
let data5 = data.role;
if((typeof data5 !== "string") && (data5 !== null)){
const err14 = {instancePath:instancePath+"/role",schemaPath:"#/properties/role/type",keyword:"type",params:{type: schema51.properties.role.type},message:"must be string,null",schema:schema51.properties.role.type,parentSchema:schema51.properties.role,data:data5};
if(vErrors === null){
vErrors = [err14];
}
else {
vErrors.push(err14);
}
errors++;
}
}
if(data.organization !== undefined){
let data6 = data.organization;
if((typeof data6 !== "string") && (data6 !== null)){
const err15 = {instancePath:instancePath+"/organization",schemaPath:"#/properties/organization/type",keyword:"type",params:{type: schema51.properties.organization.type},message:"must be string,null",schema:schema51.properties.organization.type,parentSchema:schema51.properties.organization,data:data6};
if(vErrors === null){
vErrors = [err15];
}
else {
vErrors.push(err15);
}
errors++;
}
}
if(data.category !== undefined){
let data7 = data.category;
if((typeof data7 !== "string") && (data7 !== null)){
const err16 = {instancePath:instancePath+"/category",schemaPath:"#/properties/category/type",keyword:"type",params:{type: schema51.properties.category.type},message:"must be string,null",schema:schema51.properties.category.type,parentSchema:schema51.properties.category,data:data7};
if(vErrors === null){
vErrors = [err16];
}
else {
vErrors.push(err16);
}
errors++;
}
}
if(data.summary !== undefined){
let data8 = data.summary;
if(typeof data8 === "string"){
if(func2(data8) < 1){
const err17 = {instancePath:instancePath+"/summary",schemaPath:"#/properties/summary/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters",schema:1,parentSchema:schema51.properties.summary,data:data8};
if(vErrors === null){
vErrors = [err17];
}
else {
vErrors.push(err17);
}
errors++;
}
}
else {
const err18 = {instancePath:instancePath+"/summary",schemaPath:"#/properties/summary/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema51.properties.summary.type,parentSchema:schema51.properties.summary,data:data8};
if(vErrors === null){
vErrors = [err18];
}
else {
vErrors.push(err18);
}
errors++;
}
}
if(data.downloads !== undefined){
let data9 = data.downloads;
if((typeof data9 !== "string") && (data9 !== null)){
const err19 = {instancePath:instancePath+"/downloads",schemaPath:"#/properties/downloads/type",keyword:"type",params:{type: schema51.properties.downloads.type},message:"must be string,null",schema:schema51.properties.downloads.type,parentSchema:schema51.properties.downloads,data:data9};
if(vErrors === null){
vErrors = [err19];
}
else {
vErrors.push(err19);
}
errors++;
}
}
if(data.tech !== undefined){
let data10 = data.tech;
if(Array.isArray(data10)){
const len0 = data10.length;
for(let i0=0; i0<len0; i0++){
let data11 = data10[i0];
if(typeof data11 === "string"){
if(func2(data11) < 1){
const err20 = {instancePath:instancePath+"/tech/" + i0,schemaPath:"#/properties/tech/items/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters",schema:1,parentSchema:schema51.properties.tech.items,data:data11};
if(vErrors === null){
vErrors = [err20];
}
else {
vErrors.push(err20);
}
errors++;
}
}
else {
const err21 = {instancePath:instancePath+"/tech/" + i0,schemaPath:"#/properties/tech/items/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema51.properties.tech.items.type,parentSchema:schema51.properties.tech.items,data:data11};
if(vErrors === null){
vErrors = [err21];
}
else {
vErrors.push(err21);
}
errors++;
}
}
}
else {
const err22 = {instancePath:instancePath+"/tech",schemaPath:"#/properties/tech/type",keyword:"type",params:{type: "array"},message:"must be array",schema:schema51.properties.tech.type,parentSchema:schema51.properties.tech,data:data10};
if(vErrors === null){
vErrors = [err22];
}
else {
vErrors.push(err22);
}
errors++;
}
}
if(data.url !== undefined){
let data12 = data.url;
if((typeof data12 !== "string") && (data12 !== null)){
const err23 = {instancePath:instancePath+"/url",schemaPath:"#/properties/url/type",keyword:"type",params:{type: schema51.properties.url.type},message:"must be string,null",schema:schema51.properties.url.type,parentSchema:schema51.properties.url,data:data12};
if(vErrors === null){
vErrors = [err23];
}
else {
vErrors.push(err23);
}
errors++;
}
if(typeof data12 === "string"){
if(!(formats0(data12))){
const err24 = {instancePath:instancePath+"/url",schemaPath:"#/properties/url/format",keyword:"format",params:{format: "uri"},message:"must match format \""+"uri"+"\"",schema:"uri",parentSchema:schema51.properties.url,data:data12};
if(vErrors === null){
vErrors = [err24];
}
else {
vErrors.push(err24);
}
errors++;
}
}
}
}
else {
const err25 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object",schema:schema51.type,parentSchema:schema51,data};
if(vErrors === null){
vErrors = [err25];
}
else {
vErrors.push(err25);
}
errors++;
}
validate32.errors = vErrors;
return errors === 0;
}
validate32.evaluated = {"props":true,"dynamicProps":false,"dynamicItems":false};

export const api_skill_group = validate33;

function validate33(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){
/*# sourceURL="https://schemas.site-api.dev/api/skill-group.schema.json" */;
let vErrors = null;
let errors = 0;
const evaluated0 = validate33.evaluated;
if(evaluated0.dynamicProps){
evaluated0.props = undefined;
}
if(evaluated0.dynamicItems){
evaluated0.items = undefined;
}
if(data && typeof data == "object" && !Array.isArray(data)){
for(const key0 in data){
if(!((key0 === "group") || (key0 === "items"))){
const err0 = {instancePath,schemaPath:"#/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key0},message:"must NOT have additional properties",schema:false,parentSchema:schema48,data};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
}
if(data.group !== undefined){
let data0 = data.group;
if(typeof data0 === "string"){
if(func2(data0) < 1){
const err1 = {instancePath:instancePath+"/group",schemaPath:"#/properties/group/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters",schema:1,parentSchema:schema48.properties.group,data:data0};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
}
else {
const err2 = {instancePath:instancePath+"/group",schemaPath:"#/properties/group/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema48.properties.group.type,parentSchema:schema48.properties.group,data:data0};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
}
if(data.items !== undefined){
let data1 = data.items;
if(Array.isArray(data1)){
const len0 = data1.length;
for(let i0=0; i0<len0; i0++){
let data2 = data1[i0];
if(typeof data2 === "string"){
if(func2(data2) < 1){
const err3 = {instancePath:instancePath+"/items/" + i0,schemaPath:"#/properties/items/items/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters",schema:1,parentSchema:schema48.properties.items.items,data:data2};
if(vErrors === null){
vErrors = [err3];
}
else {
vErrors.push(err3);
}
errors++;
}
}
else {
const err4 = {instancePath:instancePath+"/items/" + i0,schemaPath:"#/properties/items/items/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema48.properties.items.items.type,parentSchema:schema48.properties.items.items,data:data2};
if(vErrors === null){
vErrors = [err4];
}
else {
vErrors.push(err4);
}
errors++;
}
}
}
else {
const err5 = {instancePath:instancePath+"/items",schemaPath:"#/properties/items/type",keyword:"type",params:{type: "array"},message:"must be array",schema:schema48.properties.items.type,parentSchema:schema48.properties.items,data:data1};
if(vErrors === null){
vErrors = [err5];
}
else {
vErrors.push(err5);
}
errors++;
}
}
}
else {
const err6 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object",schema:schema48.type,parentSchema:schema48,data};
if(vErrors === null){
vErrors = [err6];
}
else {
vErrors.push(err6);
}
errors++;
}
validate33.errors = vErrors;
return errors === 0;
}
validate33.evaluated = {"props":true,"dynamicProps":false,"dynamicItems":false};

export const api_stat = validate34;

function validate34(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){
/*# sourceURL="https://schemas.site-api.dev/api/stat.schema.json" */;
let vErrors = null;
let errors = 0;
const evaluated0 = validate34.evaluated;
if(evaluated0.dynamicProps){
evaluated0.props = undefined;
}
if(evaluated0.dynamicItems){
evaluated0.items = undefined;
}
if(data && typeof data == "object" && !Array.isArray(data)){
for(const key0 in data){
if(!((key0 === "label") || (key0 === "value"))){
const err0 = {instancePath,schemaPath:"#/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key0},message:"must NOT have additional properties",schema:false,parentSchema:schema47,data};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
}
if(data.label !== undefined){
let data0 = data.label;
if(typeof data0 === "string"){
if(func2(data0) < 1){
const err1 = {instancePath:instancePath+"/label",schemaPath:"#/properties/label/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters",schema:1,parentSchema:schema47.properties.label,data:data0};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
}
else {
const err2 = {instancePath:instancePath+"/label",schemaPath:"#/properties/label/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema47.properties.label.type,parentSchema:schema47.properties.label,data:data0};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
}
if(data.value !== undefined){
let data1 = data.value;
if(typeof data1 === "string"){
if(func2(data1) < 1){
const err3 = {instancePath:instancePath+"/value",schemaPath:"#/properties/value/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters",schema:1,parentSchema:schema47.properties.value,data:data1};
if(vErrors === null){
vErrors = [err3];
}
else {
vErrors.push(err3);
}
errors++;
}
}
else {
const err4 = {instancePath:instancePath+"/value",schemaPath:"#/properties/value/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema47.properties.value.type,parentSchema:schema47.properties.value,data:data1};
if(vErrors === null){
vErrors = [err4];
}
else {
vErrors.push(err4);
}
errors++;
}
}
}
else {
const err5 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object",schema:schema47.type,parentSchema:schema47,data};
if(vErrors === null){
vErrors = [err5];
}
else {
vErrors.push(err5);
}
errors++;
}
validate34.errors = vErrors;
return errors === 0;
}
validate34.evaluated = {"props":true,"dynamicProps":false,"dynamicItems":false};

export const api_tag_list = validate35;
const schema55 = {"$schema":"https://json-schema.org/draft/2020-12/schema","$id":"https://schemas.site-api.dev/api/tag-list.schema.json","title":"TagList","description":"Returned by /api/tags.json: every tag with its post count and the slugs of its posts.","type":"object","required":["count","tags"],"additionalProperties":false,"properties":{"count":{"type":"integer","minimum":0,"description":"Number of tags."},"generated_at":{"type":"string","format":"date-time"},"tags":{"type":"array","items":{"$ref":"tag.schema.json"}}}};
const schema56 = {"$schema":"https://json-schema.org/draft/2020-12/schema","$id":"https://schemas.site-api.dev/api/tag.schema.json","title":"Tag","description":"A topic tag of the blog.","type":"object","required":["name","count"],"additionalProperties":false,"properties":{"name":{"type":"string","minLength":1,"description":"Tag as written on the posts."},"slug":{"type":"string","minLength":1,"description":"URL-safe form used in the on-site tag index."},"url":{"type":"string","format":"uri","description":"Human-readable page listing posts with the tag."},"count":{"type":"integer","minimum":1,"description":"Number of posts carrying the tag."},"posts":{"type":"array","items":{"type":"string"},"uniqueItems":true,"description":"Slugs (values of Post.id) of the posts carrying the tag."}}};

function validate35(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){
/*# sourceURL="https://schemas.site-api.dev/api/tag-list.schema.json" */;
let vErrors = null;
let errors = 0;
const evaluated0 = validate35.evaluated;
if(evaluated0.dynamicProps){
evaluated0.props = undefined;
}
if(evaluated0.dynamicItems){
evaluated0.items = undefined;
}
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.count === undefined){
const err0 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "count"},message:"must have required property '"+"count"+"'",schema:schema55.required,parentSchema:schema55,data};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
if(data.tags === undefined){
const err1 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "tags"},message:"must have required property '"+"tags"+"'",schema:schema55.required,parentSchema:schema55,data};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
for(const key0 in data){
if(!(((key0 === "count") || (key0 === "generated_at")) || (key0 === "tags"))){
const err2 = {instancePath,schemaPath:"#/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key0},message:"must NOT have additional properties",schema:false,parentSchema:schema55,data};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
}
if(data.count !== undefined){
let data0 = data.count;
if(!(((typeof data0 == "number") && (!(data0 % 1) && !isNaN(data0))) && (isFinite(data0)))){
const err3 = {instancePath:instancePath+"/count",schemaPath:"#/properties/count/type",keyword:"type",params:{type: "integer"},message:"must be integer",schema:schema55.properties.count.type,parentSchema:schema55.properties.count,data:data0};
if(vErrors === null){
vErrors = [err3];
}
else {
vErrors.push(err3);
}
errors++;
}
if((typeof data0 == "number") && (isFinite(data0))){
if(data0 < 0 || isNaN(data0)){
const err4 = {instancePath:instancePath+"/count",schemaPath:"#/properties/count/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0",schema:0,parentSchema:schema55.properties.count,data:data0};
if(vErrors === null){
vErrors = [err4];
}
else {
vErrors.push(err4);
}
errors++;
}
}
}
if(data.generated_at !== undefined){
let data1 = data.generated_at;
if(typeof data1 === "string"){
if(!(formats6(data1))){
const err5 = {instancePath:instancePath+"/generated_at",schemaPath:"#/properties/generated_at/format",keyword:"format",params:{format: "date-time"},message:"must match format \""+"date-time"+"\"",schema:"date-time",parentSchema:schema55.properties.generated_at,data:data1};
if(vErrors === null){
vErrors = [err5];
}
else {
vErrors.push(err5);
}
errors++;
}
}
else {
const err6 = {instancePath:instancePath+"/generated_at",schemaPath:"#/properties/generated_at/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema55.properties.generated_at.type,parentSchema:schema55.properties.generated_at,data:data1};
if(vErrors === null){
vErrors = [err6];
}
else {
vErrors.push(err6);
}
errors++;
}
}
if(data.tags !== undefined){
let data2 = data.tags;
if(Array.isArray(data2)){
const len0 = data2.length;
for(let i0=0; i0<len0; i0++){
let data3 = data2[i0];
if(data3 && typeof data3 == "object" && !Array.isArray(data3)){
if(data3.name === undefined){
const err7 = {instancePath:instancePath+"/tags/" + i0,schemaPath:"tag.schema.json/required",keyword:"required",params:{missingProperty: "name"},message:"must have required property '"+"name"+"'",schema:schema56.required,parentSchema:schema56,data:data3};
if(vErrors === null){
vErrors = [err7];
}
else {
vErrors.push(err7);
}
errors++;
}
if(data3.count === undefined){
const err8 = {instancePath:instancePath+"/tags/" + i0,schemaPath:"tag.schema.json/required",keyword:"required",params:{missingProperty: "count"},message:"must have required property '"+"count"+"'",schema:schema56.required,parentSchema:schema56,data:data3};
if(vErrors === null){
vErrors = [err8];
}
else {
vErrors.push(err8);
}
errors++;
}
for(const key1 in data3){
if(!(((((key1 === "name") || (key1 === "slug")) || (key1 === "url")) || (key1 === "count")) || (key1 === "posts"))){
const err9 = {instancePath:instancePath+"/tags/" + i0,schemaPath:"tag.schema.json/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key1},message:"must NOT have additional properties",schema:false,parentSchema:schema56,data:data3};
if(vErrors === null){
vErrors = [err9];
}
else {
vErrors.push(err9);
}
errors++;
}
}
if(data3.name !== undefined){
let data4 = data3.name;
if(typeof data4 === "string"){
if(func2(data4) < 1){
const err10 = {instancePath:instancePath+"/tags/" + i0+"/name",schemaPath:"tag.schema.json/properties/name/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters",schema:1,parentSchema:schema56.properties.name,data:data4};
if(vErrors === null){
vErrors = [err10];
}
else {
vErrors.push(err10);
}
errors++;
}
}
else {
const err11 = {instancePath:instancePath+"/tags/" + i0+"/name",schemaPath:"tag.schema.json/properties/name/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema56.properties.name.type,parentSchema:schema56.properties.name,data:data4};
if(vErrors === null){
vErrors = [err11];
}
else {
vErrors.push(err11);
}
errors++;
}
}
if(data3.slug !== undefined){
let data5 = data3.slug;
if(typeof data5 === "string"){
if(func2(data5) < 1){
const err12 = {instancePath:instancePath+"/tags/" + i0+"/slug",schemaPath:"tag.schema.json/properties/slug/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters",schema:1,parentSchema:schema56.properties.slug,data:data5};
if(vErrors === null){
vErrors = [err12];
}
else {
vErrors.push(err12);
}
errors++;
}
}
else {
const err13 = {instancePath:instancePath+"/tags/" + i0+"/slug",schemaPath:"tag.schema.json/properties/slug/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema56.properties.slug.type,parentSchema:schema56.properties.slug,data:data5};
if(vErrors === null){
vErrors = [err13];
}
else {
vErrors.push(err13);
}
errors++;
}
}
if(data3.url !== undefined){
let data6 = data3.url;
if(typeof data6 === "string"){
if(!(formats0(data6))){
const err14 = {instancePath:instancePath+"/tags/" + i0+"/url",schemaPath:"tag.schema.json/properties/url/format",keyword:"format",params:{format: "uri"},message:"must match format \""+"uri"+"\"",schema:"uri",parentSchema:schema56.properties.url,data:data6};
if(vErrors === null){
vErrors = [err14];
}
else {
vErrors.push(err14);
}
errors++;
}
}
else {
const err15 = {instancePath:instancePath+"/tags/" + i0+"/url",schemaPath:"tag.schema.json/properties/url/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema56.properties.url.type,parentSchema:schema56.properties.url,data:data6};
if(vErrors === null){
vErrors = [err15];
}
else {
vErrors.push(err15);
}
errors++;
}
}
if(data3.count !== undefined){
let data7 = data3.count;
if(!(((typeof data7 == "number") && (!(data7 % 1) && !isNaN(data7))) && (isFinite(data7)))){
const err16 = {instancePath:instancePath+"/tags/" + i0+"/count",schemaPath:"tag.schema.json/properties/count/type",keyword:"type",params:{type: "integer"},message:"must be integer",schema:schema56.properties.count.type,parentSchema:schema56.properties.count,data:data7};
if(vErrors === null){
vErrors = [err16];
}
else {
vErrors.push(err16);
}
errors++;
}
if((typeof data7 == "number") && (isFinite(data7))){
if(data7 < 1 || isNaN(data7)){
const err17 = {instancePath:instancePath+"/tags/" + i0+"/count",schemaPath:"tag.schema.json/properties/count/minimum",keyword:"minimum",params:{comparison: ">=", limit: 1},message:"must be >= 1",schema:1,parentSchema:schema56.properties.count,data:data7};
if(vErrors === null){
vErrors = [err17];
}
else {
vErrors.push(err17);
}
errors++;
}
}
}
if(data3.posts !== undefined){
let data8 = data3.posts;
if(Array.isArray(data8)){
const len1 = data8.length;
for(let i1=0; i1<len1; i1++){
let data9 = data8[i1];
if(typeof data9 !== "string"){
const err18 = {instancePath:instancePath+"/tags/" + i0+"/posts/" + i1,schemaPath:"tag.schema.json/properties/posts/items/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema56.properties.posts.items.type,parentSchema:schema56.properties.posts.items,data:data9};
if(vErrors === null){
vErrors = [err18];
}
else {
vErrors.push(err18);
}
errors++;
}
}
let i2 = data8.length;
let j0;
if(i2 > 1){
const indices0 = {};
for(;i2--;){
let item0 = data8[i2];
if(typeof item0 !== "string"){
continue;
}
if(typeof indices0[item0] == "number"){
j0 = indices0[item0];
const err19 = {instancePath:instancePath+"/tags/" + i0+"/posts",schemaPath:"tag.schema.json/properties/posts/uniqueItems",keyword:"uniqueItems",params:{i: i2, j: j0},message:"must NOT have duplicate items (items ## "+j0+" and "+i2+" are identical)",schema:true,parentSchema:schema56.properties.posts,data:data8};
if(vErrors === null){
vErrors = [err19];
}
else {
vErrors.push(err19);
}
errors++;
break;
}
indices0[item0] = i2;
}
}
}
else {
const err20 = {instancePath:instancePath+"/tags/" + i0+"/posts",schemaPath:"tag.schema.json/properties/posts/type",keyword:"type",params:{type: "array"},message:"must be array",schema:schema56.properties.posts.type,parentSchema:schema56.properties.posts,data:data8};
if(vErrors === null){
vErrors = [err20];
}
else {
vErrors.push(err20);
}
errors++;
}
}
}
else {
const err21 = {instancePath:instancePath+"/tags/" + i0,schemaPath:"tag.schema.json/type",keyword:"type",params:{type: "object"},message:"must be object",schema:schema56.type,parentSchema:schema56,data:data3};
if(vErrors === null){
vErrors = [err21];
}
else {
vErrors.push(err21);
}
errors++;
}
}
}
else {
const err22 = {instancePath:instancePath+"/tags",schemaPath:"#/properties/tags/type",keyword:"type",params:{type: "array"},message:"must be array",schema:schema55.properties.tags.type,parentSchema:schema55.properties.tags,data:data2};
if(vErrors === null){
vErrors = [err22];
}
else {
vErrors.push(err22);
}
errors++;
}
}
}
else {
const err23 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object",schema:schema55.type,parentSchema:schema55,data};
if(vErrors === null){
vErrors = [err23];
}
else {
vErrors.push(err23);
}
errors++;
}
validate35.errors = vErrors;
return errors === 0;
}
validate35.evaluated = {"props":true,"dynamicProps":false,"dynamicItems":false};

export const api_tag = validate36;

function validate36(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){
/*# sourceURL="https://schemas.site-api.dev/api/tag.schema.json" */;
let vErrors = null;
let errors = 0;
const evaluated0 = validate36.evaluated;
if(evaluated0.dynamicProps){
evaluated0.props = undefined;
}
if(evaluated0.dynamicItems){
evaluated0.items = undefined;
}
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.name === undefined){
const err0 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "name"},message:"must have required property '"+"name"+"'",schema:schema56.required,parentSchema:schema56,data};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
if(data.count === undefined){
const err1 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "count"},message:"must have required property '"+"count"+"'",schema:schema56.required,parentSchema:schema56,data};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
for(const key0 in data){
if(!(((((key0 === "name") || (key0 === "slug")) || (key0 === "url")) || (key0 === "count")) || (key0 === "posts"))){
const err2 = {instancePath,schemaPath:"#/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key0},message:"must NOT have additional properties",schema:false,parentSchema:schema56,data};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
}
if(data.name !== undefined){
let data0 = data.name;
if(typeof data0 === "string"){
if(func2(data0) < 1){
const err3 = {instancePath:instancePath+"/name",schemaPath:"#/properties/name/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters",schema:1,parentSchema:schema56.properties.name,data:data0};
if(vErrors === null){
vErrors = [err3];
}
else {
vErrors.push(err3);
}
errors++;
}
}
else {
const err4 = {instancePath:instancePath+"/name",schemaPath:"#/properties/name/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema56.properties.name.type,parentSchema:schema56.properties.name,data:data0};
if(vErrors === null){
vErrors = [err4];
}
else {
vErrors.push(err4);
}
errors++;
}
}
if(data.slug !== undefined){
let data1 = data.slug;
if(typeof data1 === "string"){
if(func2(data1) < 1){
const err5 = {instancePath:instancePath+"/slug",schemaPath:"#/properties/slug/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters",schema:1,parentSchema:schema56.properties.slug,data:data1};
if(vErrors === null){
vErrors = [err5];
}
else {
vErrors.push(err5);
}
errors++;
}
}
else {
const err6 = {instancePath:instancePath+"/slug",schemaPath:"#/properties/slug/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema56.properties.slug.type,parentSchema:schema56.properties.slug,data:data1};
if(vErrors === null){
vErrors = [err6];
}
else {
vErrors.push(err6);
}
errors++;
}
}
if(data.url !== undefined){
let data2 = data.url;
if(typeof data2 === "string"){
if(!(formats0(data2))){
const err7 = {instancePath:instancePath+"/url",schemaPath:"#/properties/url/format",keyword:"format",params:{format: "uri"},message:"must match format \""+"uri"+"\"",schema:"uri",parentSchema:schema56.properties.url,data:data2};
if(vErrors === null){
vErrors = [err7];
}
else {
vErrors.push(err7);
}
errors++;
}
}
else {
const err8 = {instancePath:instancePath+"/url",schemaPath:"#/properties/url/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema56.properties.url.type,parentSchema:schema56.properties.url,data:data2};
if(vErrors === null){
vErrors = [err8];
}
else {
vErrors.push(err8);
}
errors++;
}
}
if(data.count !== undefined){
let data3 = data.count;
if(!(((typeof data3 == "number") && (!(data3 % 1) && !isNaN(data3))) && (isFinite(data3)))){
const err9 = {instancePath:instancePath+"/count",schemaPath:"#/properties/count/type",keyword:"type",params:{type: "integer"},message:"must be integer",schema:schema56.properties.count.type,parentSchema:schema56.properties.count,data:data3};
if(vErrors === null){
vErrors = [err9];
}
else {
vErrors.push(err9);
}
errors++;
}
if((typeof data3 == "number") && (isFinite(data3))){
if(data3 < 1 || isNaN(data3)){
const err10 = {instancePath:instancePath+"/count",schemaPath:"#/properties/count/minimum",keyword:"minimum",params:{comparison: ">=", limit: 1},message:"must be >= 1",schema:1,parentSchema:schema56.properties.count,data:data3};
if(vErrors === null){
vErrors = [err10];
}
else {
vErrors.push(err10);
}
errors++;
}
}
}
if(data.posts !== undefined){
let data4 = data.posts;
if(Array.isArray(data4)){
const len0 = data4.length;
for(let i0=0; i0<len0; i0++){
let data5 = data4[i0];
if(typeof data5 !== "string"){
const err11 = {instancePath:instancePath+"/posts/" + i0,schemaPath:"#/properties/posts/items/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema56.properties.posts.items.type,parentSchema:schema56.properties.posts.items,data:data5};
if(vErrors === null){
vErrors = [err11];
}
else {
vErrors.push(err11);
}
errors++;
}
}
let i1 = data4.length;
let j0;
if(i1 > 1){
const indices0 = {};
for(;i1--;){
let item0 = data4[i1];
if(typeof item0 !== "string"){
continue;
}
if(typeof indices0[item0] == "number"){
j0 = indices0[item0];
const err12 = {instancePath:instancePath+"/posts",schemaPath:"#/properties/posts/uniqueItems",keyword:"uniqueItems",params:{i: i1, j: j0},message:"must NOT have duplicate items (items ## "+j0+" and "+i1+" are identical)",schema:true,parentSchema:schema56.properties.posts,data:data4};
if(vErrors === null){
vErrors = [err12];
}
else {
vErrors.push(err12);
}
errors++;
break;
}
indices0[item0] = i1;
}
}
}
else {
const err13 = {instancePath:instancePath+"/posts",schemaPath:"#/properties/posts/type",keyword:"type",params:{type: "array"},message:"must be array",schema:schema56.properties.posts.type,parentSchema:schema56.properties.posts,data:data4};
if(vErrors === null){
vErrors = [err13];
}
else {
vErrors.push(err13);
}
errors++;
}
}
}
else {
const err14 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object",schema:schema56.type,parentSchema:schema56,data};
if(vErrors === null){
vErrors = [err14];
}
else {
vErrors.push(err14);
}
errors++;
}
validate36.errors = vErrors;
return errors === 0;
}
validate36.evaluated = {"props":true,"dynamicProps":false,"dynamicItems":false};

export const content_experience = validate37;
const schema58 = {"$schema":"https://json-schema.org/draft/2020-12/schema","$id":"https://schemas.site-api.dev/content/experience.schema.json","title":"ExperienceFile","description":"content/experience/<id>.yaml: one organization; the file name is its id.","type":"object","required":["organization","role","start","end"],"additionalProperties":false,"properties":{"organization":{"type":"string","minLength":1},"role":{"type":"string","minLength":1},"start":{"type":"string","pattern":"^[0-9]{4}$","description":"Start year, quoted."},"end":{"type":["string","null"],"pattern":"^[0-9]{4}$","description":"End year, or null while ongoing."},"period":{"type":"string","minLength":1},"summary":{"type":"string"},"products":{"type":"array","items":{"type":"string","minLength":1},"uniqueItems":true}}};

function validate37(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){
/*# sourceURL="https://schemas.site-api.dev/content/experience.schema.json" */;
let vErrors = null;
let errors = 0;
const evaluated0 = validate37.evaluated;
if(evaluated0.dynamicProps){
evaluated0.props = undefined;
}
if(evaluated0.dynamicItems){
evaluated0.items = undefined;
}
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.organization === undefined){
const err0 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "organization"},message:"must have required property '"+"organization"+"'",schema:schema58.required,parentSchema:schema58,data};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
if(data.role === undefined){
const err1 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "role"},message:"must have required property '"+"role"+"'",schema:schema58.required,parentSchema:schema58,data};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
if(data.start === undefined){
const err2 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "start"},message:"must have required property '"+"start"+"'",schema:schema58.required,parentSchema:schema58,data};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
if(data.end === undefined){
const err3 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "end"},message:"must have required property '"+"end"+"'",schema:schema58.required,parentSchema:schema58,data};
if(vErrors === null){
vErrors = [err3];
}
else {
vErrors.push(err3);
}
errors++;
}
for(const key0 in data){
if(!(((((((key0 === "organization") || (key0 === "role")) || (key0 === "start")) || (key0 === "end")) || (key0 === "period")) || (key0 === "summary")) || (key0 === "products"))){
const err4 = {instancePath,schemaPath:"#/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key0},message:"must NOT have additional properties",schema:false,parentSchema:schema58,data};
if(vErrors === null){
vErrors = [err4];
}
else {
vErrors.push(err4);
}
errors++;
}
}
if(data.organization !== undefined){
let data0 = data.organization;
if(typeof data0 === "string"){
if(func2(data0) < 1){
const err5 = {instancePath:instancePath+"/organization",schemaPath:"#/properties/organization/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters",schema:1,parentSchema:schema58.properties.organization,data:data0};
if(vErrors === null){
vErrors = [err5];
}
else {
vErrors.push(err5);
}
errors++;
}
}
else {
const err6 = {instancePath:instancePath+"/organization",schemaPath:"#/properties/organization/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema58.properties.organization.type,parentSchema:schema58.properties.organization,data:data0};
if(vErrors === null){
vErrors = [err6];
}
else {
vErrors.push(err6);
}
errors++;
}
}
if(data.role !== undefined){
let data1 = data.role;
if(typeof data1 === "string"){
if(func2(data1) < 1){
const err7 = {instancePath:instancePath+"/role",schemaPath:"#/properties/role/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters",schema:1,parentSchema:schema58.properties.role,data:data1};
if(vErrors === null){
vErrors = [err7];
}
else {
vErrors.push(err7);
}
errors++;
}
}
else {
const err8 = {instancePath:instancePath+"/role",schemaPath:"#/properties/role/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema58.properties.role.type,parentSchema:schema58.properties.role,data:data1};
if(vErrors === null){
vErrors = [err8];
}
else {
vErrors.push(err8);
}
errors++;
}
}
if(data.start !== undefined){
let data2 = data.start;
if(typeof data2 === "string"){
if(!pattern10.test(data2)){
const err9 = {instancePath:instancePath+"/start",schemaPath:"#/properties/start/pattern",keyword:"pattern",params:{pattern: "^[0-9]{4}$"},message:"must match pattern \""+"^[0-9]{4}$"+"\"",schema:"^[0-9]{4}$",parentSchema:schema58.properties.start,data:data2};
if(vErrors === null){
vErrors = [err9];
}
else {
vErrors.push(err9);
}
errors++;
}
}
else {
const err10 = {instancePath:instancePath+"/start",schemaPath:"#/properties/start/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema58.properties.start.type,parentSchema:schema58.properties.start,data:data2};
if(vErrors === null){
vErrors = [err10];
}
else {
vErrors.push(err10);
}
errors++;
}
}
if(data.end !== undefined){
let data3 = data.end;
if((typeof data3 !== "string") && (data3 !== null)){
const err11 = {instancePath:instancePath+"/end",schemaPath:"#/properties/end/type",keyword:"type",params:{type: schema58.properties.end.type},message:"must be string,null",schema:schema58.properties.end.type,parentSchema:schema58.properties.end,data:data3};
if(vErrors === null){
vErrors = [err11];
}
else {
vErrors.push(err11);
}
errors++;
}
if(typeof data3 === "string"){
if(!pattern10.test(data3)){
const err12 = {instancePath:instancePath+"/end",schemaPath:"#/properties/end/pattern",keyword:"pattern",params:{pattern: "^[0-9]{4}$"},message:"must match pattern \""+"^[0-9]{4}$"+"\"",schema:"^[0-9]{4}$",parentSchema:schema58.properties.end,data:data3};
if(vErrors === null){
vErrors = [err12];
}
else {
vErrors.push(err12);
}
errors++;
}
}
}
if(data.period !== undefined){
let data4 = data.period;
if(typeof data4 === "string"){
if(func2(data4) < 1){
const err13 = {instancePath:instancePath+"/period",schemaPath:"#/properties/period/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters",schema:1,parentSchema:schema58.properties.period,data:data4};
if(vErrors === null){
vErrors = [err13];
}
else {
vErrors.push(err13);
}
errors++;
}
}
else {
const err14 = {instancePath:instancePath+"/period",schemaPath:"#/properties/period/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema58.properties.period.type,parentSchema:schema58.properties.period,data:data4};
if(vErrors === null){
vErrors = [err14];
}
else {
vErrors.push(err14);
}
errors++;
}
}
if(data.summary !== undefined){
let data5 = data.summary;
if(typeof data5 !== "string"){
const err15 = {instancePath:instancePath+"/summary",schemaPath:"#/properties/summary/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema58.properties.summary.type,parentSchema:schema58.properties.summary,data:data5};
if(vErrors === null){
vErrors = [err15];
}
else {
vErrors.push(err15);
}
errors++;
}
}
if(data.products !== undefined){
let data6 = data.products;
if(Array.isArray(data6)){
const len0 = data6.length;
for(let i0=0; i0<len0; i0++){
let data7 = data6[i0];
if(typeof data7 === "string"){
if(func2(data7) < 1){
const err16 = {instancePath:instancePath+"/products/" + i0,schemaPath:"#/properties/products/items/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters",schema:1,parentSchema:schema58.properties.products.items,data:data7};
if(vErrors === null){
vErrors = [err16];
}
else {
vErrors.push(err16);
}
errors++;
}
}
else {
const err17 = {instancePath:instancePath+"/products/" + i0,schemaPath:"#/properties/products/items/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema58.properties.products.items.type,parentSchema:schema58.properties.products.items,data:data7};
if(vErrors === null){
vErrors = [err17];
}
else {
vErrors.push(err17);
}
errors++;
}
}
let i1 = data6.length;
let j0;
if(i1 > 1){
const indices0 = {};
for(;i1--;){
let item0 = data6[i1];
if(typeof item0 !== "string"){
continue;
}
if(typeof indices0[item0] == "number"){
j0 = indices0[item0];
const err18 = {instancePath:instancePath+"/products",schemaPath:"#/properties/products/uniqueItems",keyword:"uniqueItems",params:{i: i1, j: j0},message:"must NOT have duplicate items (items ## "+j0+" and "+i1+" are identical)",schema:true,parentSchema:schema58.properties.products,data:data6};
if(vErrors === null){
vErrors = [err18];
}
else {
vErrors.push(err18);
}
errors++;
break;
}
indices0[item0] = i1;
}
}
}
else {
const err19 = {instancePath:instancePath+"/products",schemaPath:"#/properties/products/type",keyword:"type",params:{type: "array"},message:"must be array",schema:schema58.properties.products.type,parentSchema:schema58.properties.products,data:data6};
if(vErrors === null){
vErrors = [err19];
}
else {
vErrors.push(err19);
}
errors++;
}
}
}
else {
const err20 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object",schema:schema58.type,parentSchema:schema58,data};
if(vErrors === null){
vErrors = [err20];
}
else {
vErrors.push(err20);
}
errors++;
}
validate37.errors = vErrors;
return errors === 0;
}
validate37.evaluated = {"props":true,"dynamicProps":false,"dynamicItems":false};

export const content_post = validate38;
const schema59 = {"$schema":"https://json-schema.org/draft/2020-12/schema","$id":"https://schemas.site-api.dev/content/post.schema.json","title":"PostFrontMatter","description":"Front matter of content/posts/**/<id>.md; the file name is the post id.","type":"object","required":["title","date"],"additionalProperties":false,"properties":{"title":{"type":"string","minLength":1},"date":{"type":"string","format":"content-date","description":"Date-time with offset, or YYYY-MM-DD [HH:MM[:SS]] in the site time zone."},"modified":{"type":"string","format":"content-date"},"tags":{"type":"array","items":{"type":"string","minLength":1,"pattern":"^\\S(.*\\S)?$"}},"summary":{"type":"string","minLength":1,"maxLength":240},"language":{"type":"string","pattern":"^[a-z]{2,3}(-[A-Za-z0-9]{2,8})*$"},"legacy":{"type":"boolean"},"draft":{"type":"boolean"},"category":{"type":"string","minLength":1,"pattern":"^[^/\\s?#]+(/[^/\\s?#]+)*$","description":"The post's category: fills {category} in the site's permalink pattern (a/b for nested categories). Its tags are separate."},"url":{"type":"string","pattern":"^/[^?#\\s]*$","description":"The post's own path on the site, overriding the permalink pattern: /2019/old-name/ (Hangul as is; encoded when published)."},"aliases":{"type":"array","items":{"type":"string","pattern":"^/(?:[^?#\\s]| )*$"},"uniqueItems":true,"description":"Old paths of the post; each answers with a 301 to the post's URL."}}};
const formats56 = formats["content-date"];
const pattern27 = new RegExp("^\\S(.*\\S)?$", "u");
const pattern29 = new RegExp("^[^/\\s?#]+(/[^/\\s?#]+)*$", "u");
const pattern30 = new RegExp("^/[^?#\\s]*$", "u");
const pattern31 = new RegExp("^/(?:[^?#\\s]| )*$", "u");

function validate38(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){
/*# sourceURL="https://schemas.site-api.dev/content/post.schema.json" */;
let vErrors = null;
let errors = 0;
const evaluated0 = validate38.evaluated;
if(evaluated0.dynamicProps){
evaluated0.props = undefined;
}
if(evaluated0.dynamicItems){
evaluated0.items = undefined;
}
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.title === undefined){
const err0 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "title"},message:"must have required property '"+"title"+"'",schema:schema59.required,parentSchema:schema59,data};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
if(data.date === undefined){
const err1 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "date"},message:"must have required property '"+"date"+"'",schema:schema59.required,parentSchema:schema59,data};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
for(const key0 in data){
if(!(func1.call(schema59.properties, key0))){
const err2 = {instancePath,schemaPath:"#/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key0},message:"must NOT have additional properties",schema:false,parentSchema:schema59,data};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
}
if(data.title !== undefined){
let data0 = data.title;
if(typeof data0 === "string"){
if(func2(data0) < 1){
const err3 = {instancePath:instancePath+"/title",schemaPath:"#/properties/title/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters",schema:1,parentSchema:schema59.properties.title,data:data0};
if(vErrors === null){
vErrors = [err3];
}
else {
vErrors.push(err3);
}
errors++;
}
}
else {
const err4 = {instancePath:instancePath+"/title",schemaPath:"#/properties/title/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema59.properties.title.type,parentSchema:schema59.properties.title,data:data0};
if(vErrors === null){
vErrors = [err4];
}
else {
vErrors.push(err4);
}
errors++;
}
}
if(data.date !== undefined){
let data1 = data.date;
if(typeof data1 === "string"){
if(!(formats56(data1))){
const err5 = {instancePath:instancePath+"/date",schemaPath:"#/properties/date/format",keyword:"format",params:{format: "content-date"},message:"must match format \""+"content-date"+"\"",schema:"content-date",parentSchema:schema59.properties.date,data:data1};
if(vErrors === null){
vErrors = [err5];
}
else {
vErrors.push(err5);
}
errors++;
}
}
else {
const err6 = {instancePath:instancePath+"/date",schemaPath:"#/properties/date/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema59.properties.date.type,parentSchema:schema59.properties.date,data:data1};
if(vErrors === null){
vErrors = [err6];
}
else {
vErrors.push(err6);
}
errors++;
}
}
if(data.modified !== undefined){
let data2 = data.modified;
if(typeof data2 === "string"){
if(!(formats56(data2))){
const err7 = {instancePath:instancePath+"/modified",schemaPath:"#/properties/modified/format",keyword:"format",params:{format: "content-date"},message:"must match format \""+"content-date"+"\"",schema:"content-date",parentSchema:schema59.properties.modified,data:data2};
if(vErrors === null){
vErrors = [err7];
}
else {
vErrors.push(err7);
}
errors++;
}
}
else {
const err8 = {instancePath:instancePath+"/modified",schemaPath:"#/properties/modified/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema59.properties.modified.type,parentSchema:schema59.properties.modified,data:data2};
if(vErrors === null){
vErrors = [err8];
}
else {
vErrors.push(err8);
}
errors++;
}
}
if(data.tags !== undefined){
let data3 = data.tags;
if(Array.isArray(data3)){
const len0 = data3.length;
for(let i0=0; i0<len0; i0++){
let data4 = data3[i0];
if(typeof data4 === "string"){
if(func2(data4) < 1){
const err9 = {instancePath:instancePath+"/tags/" + i0,schemaPath:"#/properties/tags/items/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters",schema:1,parentSchema:schema59.properties.tags.items,data:data4};
if(vErrors === null){
vErrors = [err9];
}
else {
vErrors.push(err9);
}
errors++;
}
if(!pattern27.test(data4)){
const err10 = {instancePath:instancePath+"/tags/" + i0,schemaPath:"#/properties/tags/items/pattern",keyword:"pattern",params:{pattern: "^\\S(.*\\S)?$"},message:"must match pattern \""+"^\\S(.*\\S)?$"+"\"",schema:"^\\S(.*\\S)?$",parentSchema:schema59.properties.tags.items,data:data4};
if(vErrors === null){
vErrors = [err10];
}
else {
vErrors.push(err10);
}
errors++;
}
}
else {
const err11 = {instancePath:instancePath+"/tags/" + i0,schemaPath:"#/properties/tags/items/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema59.properties.tags.items.type,parentSchema:schema59.properties.tags.items,data:data4};
if(vErrors === null){
vErrors = [err11];
}
else {
vErrors.push(err11);
}
errors++;
}
}
}
else {
const err12 = {instancePath:instancePath+"/tags",schemaPath:"#/properties/tags/type",keyword:"type",params:{type: "array"},message:"must be array",schema:schema59.properties.tags.type,parentSchema:schema59.properties.tags,data:data3};
if(vErrors === null){
vErrors = [err12];
}
else {
vErrors.push(err12);
}
errors++;
}
}
if(data.summary !== undefined){
let data5 = data.summary;
if(typeof data5 === "string"){
if(func2(data5) > 240){
const err13 = {instancePath:instancePath+"/summary",schemaPath:"#/properties/summary/maxLength",keyword:"maxLength",params:{limit: 240},message:"must NOT have more than 240 characters",schema:240,parentSchema:schema59.properties.summary,data:data5};
if(vErrors === null){
vErrors = [err13];
}
else {
vErrors.push(err13);
}
errors++;
}
if(func2(data5) < 1){
const err14 = {instancePath:instancePath+"/summary",schemaPath:"#/properties/summary/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters",schema:1,parentSchema:schema59.properties.summary,data:data5};
if(vErrors === null){
vErrors = [err14];
}
else {
vErrors.push(err14);
}
errors++;
}
}
else {
const err15 = {instancePath:instancePath+"/summary",schemaPath:"#/properties/summary/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema59.properties.summary.type,parentSchema:schema59.properties.summary,data:data5};
if(vErrors === null){
vErrors = [err15];
}
else {
vErrors.push(err15);
}
errors++;
}
}
if(data.language !== undefined){
let data6 = data.language;
if(typeof data6 === "string"){
if(!pattern16.test(data6)){
const err16 = {instancePath:instancePath+"/language",schemaPath:"#/properties/language/pattern",keyword:"pattern",params:{pattern: "^[a-z]{2,3}(-[A-Za-z0-9]{2,8})*$"},message:"must match pattern \""+"^[a-z]{2,3}(-[A-Za-z0-9]{2,8})*$"+"\"",schema:"^[a-z]{2,3}(-[A-Za-z0-9]{2,8})*$",parentSchema:schema59.properties.language,data:data6};
if(vErrors === null){
vErrors = [err16];
}
else {
vErrors.push(err16);
}
errors++;
}
}
else {
const err17 = {instancePath:instancePath+"/language",schemaPath:"#/properties/language/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema59.properties.language.type,parentSchema:schema59.properties.language,data:data6};
if(vErrors === null){
vErrors = [err17];
}
else {
vErrors.push(err17);
}
errors++;
}
}
if(data.legacy !== undefined){
let data7 = data.legacy;
if(typeof data7 !== "boolean"){
const err18 = {instancePath:instancePath+"/legacy",schemaPath:"#/properties/legacy/type",keyword:"type",params:{type: "boolean"},message:"must be boolean",schema:schema59.properties.legacy.type,parentSchema:schema59.properties.legacy,data:data7};
if(vErrors === null){
vErrors = [err18];
}
else {
vErrors.push(err18);
}
errors++;
}
}
if(data.draft !== undefined){
let data8 = data.draft;
if(typeof data8 !== "boolean"){
const err19 = {instancePath:instancePath+"/draft",schemaPath:"#/properties/draft/type",keyword:"type",params:{type: "boolean"},message:"must be boolean",schema:schema59.properties.draft.type,parentSchema:schema59.properties.draft,data:data8};
if(vErrors === null){
vErrors = [err19];
}
else {
vErrors.push(err19);
}
errors++;
}
}
if(data.category !== undefined){
let data9 = data.category;
if(typeof data9 === "string"){
if(func2(data9) < 1){
const err20 = {instancePath:instancePath+"/category",schemaPath:"#/properties/category/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters",schema:1,parentSchema:schema59.properties.category,data:data9};
if(vErrors === null){
vErrors = [err20];
}
else {
vErrors.push(err20);
}
errors++;
}
if(!pattern29.test(data9)){
const err21 = {instancePath:instancePath+"/category",schemaPath:"#/properties/category/pattern",keyword:"pattern",params:{pattern: "^[^/\\s?#]+(/[^/\\s?#]+)*$"},message:"must match pattern \""+"^[^/\\s?#]+(/[^/\\s?#]+)*$"+"\"",schema:"^[^/\\s?#]+(/[^/\\s?#]+)*$",parentSchema:schema59.properties.category,data:data9};
if(vErrors === null){
vErrors = [err21];
}
else {
vErrors.push(err21);
}
errors++;
}
}
else {
const err22 = {instancePath:instancePath+"/category",schemaPath:"#/properties/category/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema59.properties.category.type,parentSchema:schema59.properties.category,data:data9};
if(vErrors === null){
vErrors = [err22];
}
else {
vErrors.push(err22);
}
errors++;
}
}
if(data.url !== undefined){
let data10 = data.url;
if(typeof data10 === "string"){
if(!pattern30.test(data10)){
const err23 = {instancePath:instancePath+"/url",schemaPath:"#/properties/url/pattern",keyword:"pattern",params:{pattern: "^/[^?#\\s]*$"},message:"must match pattern \""+"^/[^?#\\s]*$"+"\"",schema:"^/[^?#\\s]*$",parentSchema:schema59.properties.url,data:data10};
if(vErrors === null){
vErrors = [err23];
}
else {
vErrors.push(err23);
}
errors++;
}
}
else {
const err24 = {instancePath:instancePath+"/url",schemaPath:"#/properties/url/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema59.properties.url.type,parentSchema:schema59.properties.url,data:data10};
if(vErrors === null){
vErrors = [err24];
}
else {
vErrors.push(err24);
}
errors++;
}
}
if(data.aliases !== undefined){
let data11 = data.aliases;
if(Array.isArray(data11)){
const len1 = data11.length;
for(let i1=0; i1<len1; i1++){
let data12 = data11[i1];
if(typeof data12 === "string"){
if(!pattern31.test(data12)){
const err25 = {instancePath:instancePath+"/aliases/" + i1,schemaPath:"#/properties/aliases/items/pattern",keyword:"pattern",params:{pattern: "^/(?:[^?#\\s]| )*$"},message:"must match pattern \""+"^/(?:[^?#\\s]| )*$"+"\"",schema:"^/(?:[^?#\\s]| )*$",parentSchema:schema59.properties.aliases.items,data:data12};
if(vErrors === null){
vErrors = [err25];
}
else {
vErrors.push(err25);
}
errors++;
}
}
else {
const err26 = {instancePath:instancePath+"/aliases/" + i1,schemaPath:"#/properties/aliases/items/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema59.properties.aliases.items.type,parentSchema:schema59.properties.aliases.items,data:data12};
if(vErrors === null){
vErrors = [err26];
}
else {
vErrors.push(err26);
}
errors++;
}
}
let i2 = data11.length;
let j0;
if(i2 > 1){
const indices0 = {};
for(;i2--;){
let item0 = data11[i2];
if(typeof item0 !== "string"){
continue;
}
if(typeof indices0[item0] == "number"){
j0 = indices0[item0];
const err27 = {instancePath:instancePath+"/aliases",schemaPath:"#/properties/aliases/uniqueItems",keyword:"uniqueItems",params:{i: i2, j: j0},message:"must NOT have duplicate items (items ## "+j0+" and "+i2+" are identical)",schema:true,parentSchema:schema59.properties.aliases,data:data11};
if(vErrors === null){
vErrors = [err27];
}
else {
vErrors.push(err27);
}
errors++;
break;
}
indices0[item0] = i2;
}
}
}
else {
const err28 = {instancePath:instancePath+"/aliases",schemaPath:"#/properties/aliases/type",keyword:"type",params:{type: "array"},message:"must be array",schema:schema59.properties.aliases.type,parentSchema:schema59.properties.aliases,data:data11};
if(vErrors === null){
vErrors = [err28];
}
else {
vErrors.push(err28);
}
errors++;
}
}
}
else {
const err29 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object",schema:schema59.type,parentSchema:schema59,data};
if(vErrors === null){
vErrors = [err29];
}
else {
vErrors.push(err29);
}
errors++;
}
validate38.errors = vErrors;
return errors === 0;
}
validate38.evaluated = {"props":true,"dynamicProps":false,"dynamicItems":false};

export const content_profile = validate39;
const schema60 = {"$schema":"https://json-schema.org/draft/2020-12/schema","$id":"https://schemas.site-api.dev/content/profile.schema.json","title":"ProfileFile","description":"content/profile.yaml: the owner's identity (the API's Profile without generated_at).","type":"object","required":["name","job_title","url"],"additionalProperties":false,"properties":{"name":{"type":"string","minLength":1},"alternate_names":{"type":"array","items":{"type":"string","minLength":1},"uniqueItems":true},"job_title":{"type":"string","minLength":1},"headline":{"type":"string"},"summary":{"type":"string"},"status":{"type":"string"},"location":{"$ref":"../api/location.schema.json"},"languages":{"type":"array","items":{"type":"string","pattern":"^[a-z]{2,3}(-[A-Za-z0-9]{2,8})*$"},"uniqueItems":true},"years_of_experience":{"type":"integer","minimum":0,"maximum":80},"email":{"type":"string","format":"email"},"url":{"type":"string","format":"http-url"},"image":{"type":"string","format":"http-url"},"stats":{"type":"array","items":{"$ref":"../api/stat.schema.json"}},"skills":{"type":"array","items":{"$ref":"../api/skill-group.schema.json"}},"links":{"type":"array","items":{"type":"object","required":["url"],"additionalProperties":false,"properties":{"label":{"type":"string","minLength":1},"type":{"type":"string","enum":["website","blog","feed","profile"]},"url":{"type":"string","format":"http-url"}}}}}};
const formats62 = formats["http-url"];

function validate39(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){
/*# sourceURL="https://schemas.site-api.dev/content/profile.schema.json" */;
let vErrors = null;
let errors = 0;
const evaluated0 = validate39.evaluated;
if(evaluated0.dynamicProps){
evaluated0.props = undefined;
}
if(evaluated0.dynamicItems){
evaluated0.items = undefined;
}
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.name === undefined){
const err0 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "name"},message:"must have required property '"+"name"+"'",schema:schema60.required,parentSchema:schema60,data};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
if(data.job_title === undefined){
const err1 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "job_title"},message:"must have required property '"+"job_title"+"'",schema:schema60.required,parentSchema:schema60,data};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
if(data.url === undefined){
const err2 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "url"},message:"must have required property '"+"url"+"'",schema:schema60.required,parentSchema:schema60,data};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
for(const key0 in data){
if(!(func1.call(schema60.properties, key0))){
const err3 = {instancePath,schemaPath:"#/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key0},message:"must NOT have additional properties",schema:false,parentSchema:schema60,data};
if(vErrors === null){
vErrors = [err3];
}
else {
vErrors.push(err3);
}
errors++;
}
}
if(data.name !== undefined){
let data0 = data.name;
if(typeof data0 === "string"){
if(func2(data0) < 1){
const err4 = {instancePath:instancePath+"/name",schemaPath:"#/properties/name/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters",schema:1,parentSchema:schema60.properties.name,data:data0};
if(vErrors === null){
vErrors = [err4];
}
else {
vErrors.push(err4);
}
errors++;
}
}
else {
const err5 = {instancePath:instancePath+"/name",schemaPath:"#/properties/name/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema60.properties.name.type,parentSchema:schema60.properties.name,data:data0};
if(vErrors === null){
vErrors = [err5];
}
else {
vErrors.push(err5);
}
errors++;
}
}
if(data.alternate_names !== undefined){
let data1 = data.alternate_names;
if(Array.isArray(data1)){
const len0 = data1.length;
for(let i0=0; i0<len0; i0++){
let data2 = data1[i0];
if(typeof data2 === "string"){
if(func2(data2) < 1){
const err6 = {instancePath:instancePath+"/alternate_names/" + i0,schemaPath:"#/properties/alternate_names/items/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters",schema:1,parentSchema:schema60.properties.alternate_names.items,data:data2};
if(vErrors === null){
vErrors = [err6];
}
else {
vErrors.push(err6);
}
errors++;
}
}
else {
const err7 = {instancePath:instancePath+"/alternate_names/" + i0,schemaPath:"#/properties/alternate_names/items/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema60.properties.alternate_names.items.type,parentSchema:schema60.properties.alternate_names.items,data:data2};
if(vErrors === null){
vErrors = [err7];
}
else {
vErrors.push(err7);
}
errors++;
}
}
let i1 = data1.length;
let j0;
if(i1 > 1){
const indices0 = {};
for(;i1--;){
let item0 = data1[i1];
if(typeof item0 !== "string"){
continue;
}
if(typeof indices0[item0] == "number"){
j0 = indices0[item0];
const err8 = {instancePath:instancePath+"/alternate_names",schemaPath:"#/properties/alternate_names/uniqueItems",keyword:"uniqueItems",params:{i: i1, j: j0},message:"must NOT have duplicate items (items ## "+j0+" and "+i1+" are identical)",schema:true,parentSchema:schema60.properties.alternate_names,data:data1};
if(vErrors === null){
vErrors = [err8];
}
else {
vErrors.push(err8);
}
errors++;
break;
}
indices0[item0] = i1;
}
}
}
else {
const err9 = {instancePath:instancePath+"/alternate_names",schemaPath:"#/properties/alternate_names/type",keyword:"type",params:{type: "array"},message:"must be array",schema:schema60.properties.alternate_names.type,parentSchema:schema60.properties.alternate_names,data:data1};
if(vErrors === null){
vErrors = [err9];
}
else {
vErrors.push(err9);
}
errors++;
}
}
if(data.job_title !== undefined){
let data3 = data.job_title;
if(typeof data3 === "string"){
if(func2(data3) < 1){
const err10 = {instancePath:instancePath+"/job_title",schemaPath:"#/properties/job_title/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters",schema:1,parentSchema:schema60.properties.job_title,data:data3};
if(vErrors === null){
vErrors = [err10];
}
else {
vErrors.push(err10);
}
errors++;
}
}
else {
const err11 = {instancePath:instancePath+"/job_title",schemaPath:"#/properties/job_title/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema60.properties.job_title.type,parentSchema:schema60.properties.job_title,data:data3};
if(vErrors === null){
vErrors = [err11];
}
else {
vErrors.push(err11);
}
errors++;
}
}
if(data.headline !== undefined){
let data4 = data.headline;
if(typeof data4 !== "string"){
const err12 = {instancePath:instancePath+"/headline",schemaPath:"#/properties/headline/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema60.properties.headline.type,parentSchema:schema60.properties.headline,data:data4};
if(vErrors === null){
vErrors = [err12];
}
else {
vErrors.push(err12);
}
errors++;
}
}
if(data.summary !== undefined){
let data5 = data.summary;
if(typeof data5 !== "string"){
const err13 = {instancePath:instancePath+"/summary",schemaPath:"#/properties/summary/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema60.properties.summary.type,parentSchema:schema60.properties.summary,data:data5};
if(vErrors === null){
vErrors = [err13];
}
else {
vErrors.push(err13);
}
errors++;
}
}
if(data.status !== undefined){
let data6 = data.status;
if(typeof data6 !== "string"){
const err14 = {instancePath:instancePath+"/status",schemaPath:"#/properties/status/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema60.properties.status.type,parentSchema:schema60.properties.status,data:data6};
if(vErrors === null){
vErrors = [err14];
}
else {
vErrors.push(err14);
}
errors++;
}
}
if(data.location !== undefined){
let data7 = data.location;
if(data7 && typeof data7 == "object" && !Array.isArray(data7)){
for(const key1 in data7){
if(!((key1 === "locality") || (key1 === "country"))){
const err15 = {instancePath:instancePath+"/location",schemaPath:"../api/location.schema.json/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key1},message:"must NOT have additional properties",schema:false,parentSchema:schema41,data:data7};
if(vErrors === null){
vErrors = [err15];
}
else {
vErrors.push(err15);
}
errors++;
}
}
if(data7.locality !== undefined){
let data8 = data7.locality;
if(typeof data8 === "string"){
if(func2(data8) < 1){
const err16 = {instancePath:instancePath+"/location/locality",schemaPath:"../api/location.schema.json/properties/locality/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters",schema:1,parentSchema:schema41.properties.locality,data:data8};
if(vErrors === null){
vErrors = [err16];
}
else {
vErrors.push(err16);
}
errors++;
}
}
else {
const err17 = {instancePath:instancePath+"/location/locality",schemaPath:"../api/location.schema.json/properties/locality/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema41.properties.locality.type,parentSchema:schema41.properties.locality,data:data8};
if(vErrors === null){
vErrors = [err17];
}
else {
vErrors.push(err17);
}
errors++;
}
}
if(data7.country !== undefined){
let data9 = data7.country;
if(typeof data9 === "string"){
if(!pattern15.test(data9)){
const err18 = {instancePath:instancePath+"/location/country",schemaPath:"../api/location.schema.json/properties/country/pattern",keyword:"pattern",params:{pattern: "^[A-Z]{2}$"},message:"must match pattern \""+"^[A-Z]{2}$"+"\"",schema:"^[A-Z]{2}$",parentSchema:schema41.properties.country,data:data9};
if(vErrors === null){
vErrors = [err18];
}
else {
vErrors.push(err18);
}
errors++;
}
}
else {
const err19 = {instancePath:instancePath+"/location/country",schemaPath:"../api/location.schema.json/properties/country/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema41.properties.country.type,parentSchema:schema41.properties.country,data:data9};
if(vErrors === null){
vErrors = [err19];
}
else {
vErrors.push(err19);
}
errors++;
}
}
}
else {
const err20 = {instancePath:instancePath+"/location",schemaPath:"../api/location.schema.json/type",keyword:"type",params:{type: "object"},message:"must be object",schema:schema41.type,parentSchema:schema41,data:data7};
if(vErrors === null){
vErrors = [err20];
}
else {
vErrors.push(err20);
}
errors++;
}
}
if(data.languages !== undefined){
let data10 = data.languages;
if(Array.isArray(data10)){
const len1 = data10.length;
for(let i2=0; i2<len1; i2++){
let data11 = data10[i2];
if(typeof data11 === "string"){
if(!pattern16.test(data11)){
const err21 = {instancePath:instancePath+"/languages/" + i2,schemaPath:"#/properties/languages/items/pattern",keyword:"pattern",params:{pattern: "^[a-z]{2,3}(-[A-Za-z0-9]{2,8})*$"},message:"must match pattern \""+"^[a-z]{2,3}(-[A-Za-z0-9]{2,8})*$"+"\"",schema:"^[a-z]{2,3}(-[A-Za-z0-9]{2,8})*$",parentSchema:schema60.properties.languages.items,data:data11};
if(vErrors === null){
vErrors = [err21];
}
else {
vErrors.push(err21);
}
errors++;
}
}
else {
const err22 = {instancePath:instancePath+"/languages/" + i2,schemaPath:"#/properties/languages/items/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema60.properties.languages.items.type,parentSchema:schema60.properties.languages.items,data:data11};
if(vErrors === null){
vErrors = [err22];
}
else {
vErrors.push(err22);
}
errors++;
}
}
let i3 = data10.length;
let j1;
if(i3 > 1){
const indices1 = {};
for(;i3--;){
let item1 = data10[i3];
if(typeof item1 !== "string"){
continue;
}
if(typeof indices1[item1] == "number"){
j1 = indices1[item1];
const err23 = {instancePath:instancePath+"/languages",schemaPath:"#/properties/languages/uniqueItems",keyword:"uniqueItems",params:{i: i3, j: j1},message:"must NOT have duplicate items (items ## "+j1+" and "+i3+" are identical)",schema:true,parentSchema:schema60.properties.languages,data:data10};
if(vErrors === null){
vErrors = [err23];
}
else {
vErrors.push(err23);
}
errors++;
break;
}
indices1[item1] = i3;
}
}
}
else {
const err24 = {instancePath:instancePath+"/languages",schemaPath:"#/properties/languages/type",keyword:"type",params:{type: "array"},message:"must be array",schema:schema60.properties.languages.type,parentSchema:schema60.properties.languages,data:data10};
if(vErrors === null){
vErrors = [err24];
}
else {
vErrors.push(err24);
}
errors++;
}
}
if(data.years_of_experience !== undefined){
let data12 = data.years_of_experience;
if(!(((typeof data12 == "number") && (!(data12 % 1) && !isNaN(data12))) && (isFinite(data12)))){
const err25 = {instancePath:instancePath+"/years_of_experience",schemaPath:"#/properties/years_of_experience/type",keyword:"type",params:{type: "integer"},message:"must be integer",schema:schema60.properties.years_of_experience.type,parentSchema:schema60.properties.years_of_experience,data:data12};
if(vErrors === null){
vErrors = [err25];
}
else {
vErrors.push(err25);
}
errors++;
}
if((typeof data12 == "number") && (isFinite(data12))){
if(data12 > 80 || isNaN(data12)){
const err26 = {instancePath:instancePath+"/years_of_experience",schemaPath:"#/properties/years_of_experience/maximum",keyword:"maximum",params:{comparison: "<=", limit: 80},message:"must be <= 80",schema:80,parentSchema:schema60.properties.years_of_experience,data:data12};
if(vErrors === null){
vErrors = [err26];
}
else {
vErrors.push(err26);
}
errors++;
}
if(data12 < 0 || isNaN(data12)){
const err27 = {instancePath:instancePath+"/years_of_experience",schemaPath:"#/properties/years_of_experience/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0",schema:0,parentSchema:schema60.properties.years_of_experience,data:data12};
if(vErrors === null){
vErrors = [err27];
}
else {
vErrors.push(err27);
}
errors++;
}
}
}
if(data.email !== undefined){
let data13 = data.email;
if(typeof data13 === "string"){
if(!(formats34(data13))){
const err28 = {instancePath:instancePath+"/email",schemaPath:"#/properties/email/format",keyword:"format",params:{format: "email"},message:"must match format \""+"email"+"\"",schema:"email",parentSchema:schema60.properties.email,data:data13};
if(vErrors === null){
vErrors = [err28];
}
else {
vErrors.push(err28);
}
errors++;
}
}
else {
const err29 = {instancePath:instancePath+"/email",schemaPath:"#/properties/email/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema60.properties.email.type,parentSchema:schema60.properties.email,data:data13};
if(vErrors === null){
vErrors = [err29];
}
else {
vErrors.push(err29);
}
errors++;
}
}
if(data.url !== undefined){
let data14 = data.url;
if(typeof data14 === "string"){
if(!(formats62(data14))){
const err30 = {instancePath:instancePath+"/url",schemaPath:"#/properties/url/format",keyword:"format",params:{format: "http-url"},message:"must match format \""+"http-url"+"\"",schema:"http-url",parentSchema:schema60.properties.url,data:data14};
if(vErrors === null){
vErrors = [err30];
}
else {
vErrors.push(err30);
}
errors++;
}
}
else {
const err31 = {instancePath:instancePath+"/url",schemaPath:"#/properties/url/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema60.properties.url.type,parentSchema:schema60.properties.url,data:data14};
if(vErrors === null){
vErrors = [err31];
}
else {
vErrors.push(err31);
}
errors++;
}
}
if(data.image !== undefined){
let data15 = data.image;
if(typeof data15 === "string"){
if(!(formats62(data15))){
const err32 = {instancePath:instancePath+"/image",schemaPath:"#/properties/image/format",keyword:"format",params:{format: "http-url"},message:"must match format \""+"http-url"+"\"",schema:"http-url",parentSchema:schema60.properties.image,data:data15};
if(vErrors === null){
vErrors = [err32];
}
else {
vErrors.push(err32);
}
errors++;
}
}
else {
const err33 = {instancePath:instancePath+"/image",schemaPath:"#/properties/image/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema60.properties.image.type,parentSchema:schema60.properties.image,data:data15};
if(vErrors === null){
vErrors = [err33];
}
else {
vErrors.push(err33);
}
errors++;
}
}
if(data.stats !== undefined){
let data16 = data.stats;
if(Array.isArray(data16)){
const len2 = data16.length;
for(let i4=0; i4<len2; i4++){
let data17 = data16[i4];
if(data17 && typeof data17 == "object" && !Array.isArray(data17)){
for(const key2 in data17){
if(!((key2 === "label") || (key2 === "value"))){
const err34 = {instancePath:instancePath+"/stats/" + i4,schemaPath:"../api/stat.schema.json/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key2},message:"must NOT have additional properties",schema:false,parentSchema:schema47,data:data17};
if(vErrors === null){
vErrors = [err34];
}
else {
vErrors.push(err34);
}
errors++;
}
}
if(data17.label !== undefined){
let data18 = data17.label;
if(typeof data18 === "string"){
if(func2(data18) < 1){
const err35 = {instancePath:instancePath+"/stats/" + i4+"/label",schemaPath:"../api/stat.schema.json/properties/label/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters",schema:1,parentSchema:schema47.properties.label,data:data18};
if(vErrors === null){
vErrors = [err35];
}
else {
vErrors.push(err35);
}
errors++;
}
}
else {
const err36 = {instancePath:instancePath+"/stats/" + i4+"/label",schemaPath:"../api/stat.schema.json/properties/label/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema47.properties.label.type,parentSchema:schema47.properties.label,data:data18};
if(vErrors === null){
vErrors = [err36];
}
else {
vErrors.push(err36);
}
errors++;
}
}
if(data17.value !== undefined){
let data19 = data17.value;
if(typeof data19 === "string"){
if(func2(data19) < 1){
const err37 = {instancePath:instancePath+"/stats/" + i4+"/value",schemaPath:"../api/stat.schema.json/properties/value/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters",schema:1,parentSchema:schema47.properties.value,data:data19};
if(vErrors === null){
vErrors = [err37];
}
else {
vErrors.push(err37);
}
errors++;
}
}
else {
const err38 = {instancePath:instancePath+"/stats/" + i4+"/value",schemaPath:"../api/stat.schema.json/properties/value/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema47.properties.value.type,parentSchema:schema47.properties.value,data:data19};
if(vErrors === null){
vErrors = [err38];
}
else {
vErrors.push(err38);
}
errors++;
}
}
}
else {
const err39 = {instancePath:instancePath+"/stats/" + i4,schemaPath:"../api/stat.schema.json/type",keyword:"type",params:{type: "object"},message:"must be object",schema:schema47.type,parentSchema:schema47,data:data17};
if(vErrors === null){
vErrors = [err39];
}
else {
vErrors.push(err39);
}
errors++;
}
}
}
else {
const err40 = {instancePath:instancePath+"/stats",schemaPath:"#/properties/stats/type",keyword:"type",params:{type: "array"},message:"must be array",schema:schema60.properties.stats.type,parentSchema:schema60.properties.stats,data:data16};
if(vErrors === null){
vErrors = [err40];
}
else {
vErrors.push(err40);
}
errors++;
}
}
if(data.skills !== undefined){
let data20 = data.skills;
if(Array.isArray(data20)){
const len3 = data20.length;
for(let i5=0; i5<len3; i5++){
let data21 = data20[i5];
if(data21 && typeof data21 == "object" && !Array.isArray(data21)){
for(const key3 in data21){
if(!((key3 === "group") || (key3 === "items"))){
const err41 = {instancePath:instancePath+"/skills/" + i5,schemaPath:"../api/skill-group.schema.json/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key3},message:"must NOT have additional properties",schema:false,parentSchema:schema48,data:data21};
if(vErrors === null){
vErrors = [err41];
}
else {
vErrors.push(err41);
}
errors++;
}
}
if(data21.group !== undefined){
let data22 = data21.group;
if(typeof data22 === "string"){
if(func2(data22) < 1){
const err42 = {instancePath:instancePath+"/skills/" + i5+"/group",schemaPath:"../api/skill-group.schema.json/properties/group/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters",schema:1,parentSchema:schema48.properties.group,data:data22};
if(vErrors === null){
vErrors = [err42];
}
else {
vErrors.push(err42);
}
errors++;
}
}
else {
const err43 = {instancePath:instancePath+"/skills/" + i5+"/group",schemaPath:"../api/skill-group.schema.json/properties/group/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema48.properties.group.type,parentSchema:schema48.properties.group,data:data22};
if(vErrors === null){
vErrors = [err43];
}
else {
vErrors.push(err43);
}
errors++;
}
}
if(data21.items !== undefined){
let data23 = data21.items;
if(Array.isArray(data23)){
const len4 = data23.length;
for(let i6=0; i6<len4; i6++){
let data24 = data23[i6];
if(typeof data24 === "string"){
if(func2(data24) < 1){
const err44 = {instancePath:instancePath+"/skills/" + i5+"/items/" + i6,schemaPath:"../api/skill-group.schema.json/properties/items/items/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters",schema:1,parentSchema:schema48.properties.items.items,data:data24};
if(vErrors === null){
vErrors = [err44];
}
else {
vErrors.push(err44);
}
errors++;
}
}
else {
const err45 = {instancePath:instancePath+"/skills/" + i5+"/items/" + i6,schemaPath:"../api/skill-group.schema.json/properties/items/items/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema48.properties.items.items.type,parentSchema:schema48.properties.items.items,data:data24};
if(vErrors === null){
vErrors = [err45];
}
else {
vErrors.push(err45);
}
errors++;
}
}
}
else {
const err46 = {instancePath:instancePath+"/skills/" + i5+"/items",schemaPath:"../api/skill-group.schema.json/properties/items/type",keyword:"type",params:{type: "array"},message:"must be array",schema:schema48.properties.items.type,parentSchema:schema48.properties.items,data:data23};
if(vErrors === null){
vErrors = [err46];
}
else {
vErrors.push(err46);
}
errors++;
}
}
}
else {
const err47 = {instancePath:instancePath+"/skills/" + i5,schemaPath:"../api/skill-group.schema.json/type",keyword:"type",params:{type: "object"},message:"must be object",schema:schema48.type,parentSchema:schema48,data:data21};
if(vErrors === null){
vErrors = [err47];
}
else {
vErrors.push(err47);
}
errors++;
}
}
}
else {
const err48 = {instancePath:instancePath+"/skills",schemaPath:"#/properties/skills/type",keyword:"type",params:{type: "array"},message:"must be array",schema:schema60.properties.skills.type,parentSchema:schema60.properties.skills,data:data20};
if(vErrors === null){
vErrors = [err48];
}
else {
vErrors.push(err48);
}
errors++;
}
}
if(data.links !== undefined){
let data25 = data.links;
if(Array.isArray(data25)){
const len5 = data25.length;
for(let i7=0; i7<len5; i7++){
let data26 = data25[i7];
if(data26 && typeof data26 == "object" && !Array.isArray(data26)){
if(data26.url === undefined){
const err49 = {instancePath:instancePath+"/links/" + i7,schemaPath:"#/properties/links/items/required",keyword:"required",params:{missingProperty: "url"},message:"must have required property '"+"url"+"'",schema:schema60.properties.links.items.required,parentSchema:schema60.properties.links.items,data:data26};
if(vErrors === null){
vErrors = [err49];
}
else {
vErrors.push(err49);
}
errors++;
}
for(const key4 in data26){
if(!(((key4 === "label") || (key4 === "type")) || (key4 === "url"))){
const err50 = {instancePath:instancePath+"/links/" + i7,schemaPath:"#/properties/links/items/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key4},message:"must NOT have additional properties",schema:false,parentSchema:schema60.properties.links.items,data:data26};
if(vErrors === null){
vErrors = [err50];
}
else {
vErrors.push(err50);
}
errors++;
}
}
if(data26.label !== undefined){
let data27 = data26.label;
if(typeof data27 === "string"){
if(func2(data27) < 1){
const err51 = {instancePath:instancePath+"/links/" + i7+"/label",schemaPath:"#/properties/links/items/properties/label/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters",schema:1,parentSchema:schema60.properties.links.items.properties.label,data:data27};
if(vErrors === null){
vErrors = [err51];
}
else {
vErrors.push(err51);
}
errors++;
}
}
else {
const err52 = {instancePath:instancePath+"/links/" + i7+"/label",schemaPath:"#/properties/links/items/properties/label/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema60.properties.links.items.properties.label.type,parentSchema:schema60.properties.links.items.properties.label,data:data27};
if(vErrors === null){
vErrors = [err52];
}
else {
vErrors.push(err52);
}
errors++;
}
}
if(data26.type !== undefined){
let data28 = data26.type;
if(typeof data28 !== "string"){
const err53 = {instancePath:instancePath+"/links/" + i7+"/type",schemaPath:"#/properties/links/items/properties/type/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema60.properties.links.items.properties.type.type,parentSchema:schema60.properties.links.items.properties.type,data:data28};
if(vErrors === null){
vErrors = [err53];
}
else {
vErrors.push(err53);
}
errors++;
}
if(!((((data28 === "website") || (data28 === "blog")) || (data28 === "feed")) || (data28 === "profile"))){
const err54 = {instancePath:instancePath+"/links/" + i7+"/type",schemaPath:"#/properties/links/items/properties/type/enum",keyword:"enum",params:{allowedValues: schema60.properties.links.items.properties.type.enum},message:"must be equal to one of the allowed values",schema:schema60.properties.links.items.properties.type.enum,parentSchema:schema60.properties.links.items.properties.type,data:data28};
if(vErrors === null){
vErrors = [err54];
}
else {
vErrors.push(err54);
}
errors++;
}
}
if(data26.url !== undefined){
let data29 = data26.url;
if(typeof data29 === "string"){
if(!(formats62(data29))){
const err55 = {instancePath:instancePath+"/links/" + i7+"/url",schemaPath:"#/properties/links/items/properties/url/format",keyword:"format",params:{format: "http-url"},message:"must match format \""+"http-url"+"\"",schema:"http-url",parentSchema:schema60.properties.links.items.properties.url,data:data29};
if(vErrors === null){
vErrors = [err55];
}
else {
vErrors.push(err55);
}
errors++;
}
}
else {
const err56 = {instancePath:instancePath+"/links/" + i7+"/url",schemaPath:"#/properties/links/items/properties/url/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema60.properties.links.items.properties.url.type,parentSchema:schema60.properties.links.items.properties.url,data:data29};
if(vErrors === null){
vErrors = [err56];
}
else {
vErrors.push(err56);
}
errors++;
}
}
}
else {
const err57 = {instancePath:instancePath+"/links/" + i7,schemaPath:"#/properties/links/items/type",keyword:"type",params:{type: "object"},message:"must be object",schema:schema60.properties.links.items.type,parentSchema:schema60.properties.links.items,data:data26};
if(vErrors === null){
vErrors = [err57];
}
else {
vErrors.push(err57);
}
errors++;
}
}
}
else {
const err58 = {instancePath:instancePath+"/links",schemaPath:"#/properties/links/type",keyword:"type",params:{type: "array"},message:"must be array",schema:schema60.properties.links.type,parentSchema:schema60.properties.links,data:data25};
if(vErrors === null){
vErrors = [err58];
}
else {
vErrors.push(err58);
}
errors++;
}
}
}
else {
const err59 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object",schema:schema60.type,parentSchema:schema60,data};
if(vErrors === null){
vErrors = [err59];
}
else {
vErrors.push(err59);
}
errors++;
}
validate39.errors = vErrors;
return errors === 0;
}
validate39.evaluated = {"props":true,"dynamicProps":false,"dynamicItems":false};

export const content_project = validate40;
const schema64 = {"$schema":"https://json-schema.org/draft/2020-12/schema","$id":"https://schemas.site-api.dev/content/project.schema.json","title":"ProjectFile","description":"content/projects/<id>.yaml: one project; the file name is its id.","type":"object","required":["name","type","released","summary"],"additionalProperties":false,"properties":{"name":{"type":"string","minLength":1},"type":{"type":"string","enum":["indie","professional"]},"status":{"type":"string","enum":["live","shipped"]},"released":{"type":"string","pattern":"^[0-9]{4}(-(0[1-9]|1[0-2]))?$","description":"First release, YYYY or YYYY-MM. Orders the list."},"featured":{"type":"boolean","description":"Featured projects come first in the list."},"platform":{"type":"string"},"role":{"type":["string","null"]},"organization":{"type":["string","null"]},"category":{"type":["string","null"]},"summary":{"type":"string","minLength":1},"downloads":{"type":["string","null"]},"tech":{"type":"array","items":{"type":"string","minLength":1},"uniqueItems":true},"url":{"type":["string","null"],"format":"http-url"}}};
const pattern34 = new RegExp("^[0-9]{4}(-(0[1-9]|1[0-2]))?$", "u");

function validate40(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){
/*# sourceURL="https://schemas.site-api.dev/content/project.schema.json" */;
let vErrors = null;
let errors = 0;
const evaluated0 = validate40.evaluated;
if(evaluated0.dynamicProps){
evaluated0.props = undefined;
}
if(evaluated0.dynamicItems){
evaluated0.items = undefined;
}
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.name === undefined){
const err0 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "name"},message:"must have required property '"+"name"+"'",schema:schema64.required,parentSchema:schema64,data};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
if(data.type === undefined){
const err1 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "type"},message:"must have required property '"+"type"+"'",schema:schema64.required,parentSchema:schema64,data};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
if(data.released === undefined){
const err2 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "released"},message:"must have required property '"+"released"+"'",schema:schema64.required,parentSchema:schema64,data};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
if(data.summary === undefined){
const err3 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "summary"},message:"must have required property '"+"summary"+"'",schema:schema64.required,parentSchema:schema64,data};
if(vErrors === null){
vErrors = [err3];
}
else {
vErrors.push(err3);
}
errors++;
}
for(const key0 in data){
if(!(func1.call(schema64.properties, key0))){
const err4 = {instancePath,schemaPath:"#/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key0},message:"must NOT have additional properties",schema:false,parentSchema:schema64,data};
if(vErrors === null){
vErrors = [err4];
}
else {
vErrors.push(err4);
}
errors++;
}
}
if(data.name !== undefined){
let data0 = data.name;
if(typeof data0 === "string"){
if(func2(data0) < 1){
const err5 = {instancePath:instancePath+"/name",schemaPath:"#/properties/name/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters",schema:1,parentSchema:schema64.properties.name,data:data0};
if(vErrors === null){
vErrors = [err5];
}
else {
vErrors.push(err5);
}
errors++;
}
}
else {
const err6 = {instancePath:instancePath+"/name",schemaPath:"#/properties/name/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema64.properties.name.type,parentSchema:schema64.properties.name,data:data0};
if(vErrors === null){
vErrors = [err6];
}
else {
vErrors.push(err6);
}
errors++;
}
}
if(data.type !== undefined){
let data1 = data.type;
if(typeof data1 !== "string"){
const err7 = {instancePath:instancePath+"/type",schemaPath:"#/properties/type/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema64.properties.type.type,parentSchema:schema64.properties.type,data:data1};
if(vErrors === null){
vErrors = [err7];
}
else {
vErrors.push(err7);
}
errors++;
}
if(!((data1 === "indie") || (data1 === "professional"))){
const err8 = {instancePath:instancePath+"/type",schemaPath:"#/properties/type/enum",keyword:"enum",params:{allowedValues: schema64.properties.type.enum},message:"must be equal to one of the allowed values",schema:schema64.properties.type.enum,parentSchema:schema64.properties.type,data:data1};
if(vErrors === null){
vErrors = [err8];
}
else {
vErrors.push(err8);
}
errors++;
}
}
if(data.status !== undefined){
let data2 = data.status;
if(typeof data2 !== "string"){
const err9 = {instancePath:instancePath+"/status",schemaPath:"#/properties/status/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema64.properties.status.type,parentSchema:schema64.properties.status,data:data2};
if(vErrors === null){
vErrors = [err9];
}
else {
vErrors.push(err9);
}
errors++;
}
if(!((data2 === "live") || (data2 === "shipped"))){
const err10 = {instancePath:instancePath+"/status",schemaPath:"#/properties/status/enum",keyword:"enum",params:{allowedValues: schema64.properties.status.enum},message:"must be equal to one of the allowed values",schema:schema64.properties.status.enum,parentSchema:schema64.properties.status,data:data2};
if(vErrors === null){
vErrors = [err10];
}
else {
vErrors.push(err10);
}
errors++;
}
}
if(data.released !== undefined){
let data3 = data.released;
if(typeof data3 === "string"){
if(!pattern34.test(data3)){
const err11 = {instancePath:instancePath+"/released",schemaPath:"#/properties/released/pattern",keyword:"pattern",params:{pattern: "^[0-9]{4}(-(0[1-9]|1[0-2]))?$"},message:"must match pattern \""+"^[0-9]{4}(-(0[1-9]|1[0-2]))?$"+"\"",schema:"^[0-9]{4}(-(0[1-9]|1[0-2]))?$",parentSchema:schema64.properties.released,data:data3};
if(vErrors === null){
vErrors = [err11];
}
else {
vErrors.push(err11);
}
errors++;
}
}
else {
const err12 = {instancePath:instancePath+"/released",schemaPath:"#/properties/released/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema64.properties.released.type,parentSchema:schema64.properties.released,data:data3};
if(vErrors === null){
vErrors = [err12];
}
else {
vErrors.push(err12);
}
errors++;
}
}
if(data.featured !== undefined){
let data4 = data.featured;
if(typeof data4 !== "boolean"){
const err13 = {instancePath:instancePath+"/featured",schemaPath:"#/properties/featured/type",keyword:"type",params:{type: "boolean"},message:"must be boolean",schema:schema64.properties.featured.type,parentSchema:schema64.properties.featured,data:data4};
if(vErrors === null){
vErrors = [err13];
}
else {
vErrors.push(err13);
}
errors++;
}
}
if(data.platform !== undefined){
let data5 = data.platform;
if(typeof data5 !== "string"){
const err14 = {instancePath:instancePath+"/platform",schemaPath:"#/properties/platform/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema64.properties.platform.type,parentSchema:schema64.properties.platform,data:data5};
if(vErrors === null){
vErrors = [err14];
}
else {
vErrors.push(err14);
}
errors++;
}
}
if(data.role !== undefined){
let data6 = data.role;
if((typeof data6 !== "string") && (data6 !== null)){
const err15 = {instancePath:instancePath+"/role",schemaPath:"#/properties/role/type",keyword:"type",params:{type: schema64.properties.role.type},message:"must be string,null",schema:schema64.properties.role.type,parentSchema:schema64.properties.role,data:data6};
if(vErrors === null){
vErrors = [err15];
}
else {
vErrors.push(err15);
}
errors++;
}
}
if(data.organization !== undefined){
let data7 = data.organization;
if((typeof data7 !== "string") && (data7 !== null)){
const err16 = {instancePath:instancePath+"/organization",schemaPath:"#/properties/organization/type",keyword:"type",params:{type: schema64.properties.organization.type},message:"must be string,null",schema:schema64.properties.organization.type,parentSchema:schema64.properties.organization,data:data7};
if(vErrors === null){
vErrors = [err16];
}
else {
vErrors.push(err16);
}
errors++;
}
}
if(data.category !== undefined){
let data8 = data.category;
if((typeof data8 !== "string") && (data8 !== null)){
const err17 = {instancePath:instancePath+"/category",schemaPath:"#/properties/category/type",keyword:"type",params:{type: schema64.properties.category.type},message:"must be string,null",schema:schema64.properties.category.type,parentSchema:schema64.properties.category,data:data8};
if(vErrors === null){
vErrors = [err17];
}
else {
vErrors.push(err17);
}
errors++;
}
}
if(data.summary !== undefined){
let data9 = data.summary;
if(typeof data9 === "string"){
if(func2(data9) < 1){
const err18 = {instancePath:instancePath+"/summary",schemaPath:"#/properties/summary/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters",schema:1,parentSchema:schema64.properties.summary,data:data9};
if(vErrors === null){
vErrors = [err18];
}
else {
vErrors.push(err18);
}
errors++;
}
}
else {
const err19 = {instancePath:instancePath+"/summary",schemaPath:"#/properties/summary/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema64.properties.summary.type,parentSchema:schema64.properties.summary,data:data9};
if(vErrors === null){
vErrors = [err19];
}
else {
vErrors.push(err19);
}
errors++;
}
}
if(data.downloads !== undefined){
let data10 = data.downloads;
if((typeof data10 !== "string") && (data10 !== null)){
const err20 = {instancePath:instancePath+"/downloads",schemaPath:"#/properties/downloads/type",keyword:"type",params:{type: schema64.properties.downloads.type},message:"must be string,null",schema:schema64.properties.downloads.type,parentSchema:schema64.properties.downloads,data:data10};
if(vErrors === null){
vErrors = [err20];
}
else {
vErrors.push(err20);
}
errors++;
}
}
if(data.tech !== undefined){
let data11 = data.tech;
if(Array.isArray(data11)){
const len0 = data11.length;
for(let i0=0; i0<len0; i0++){
let data12 = data11[i0];
if(typeof data12 === "string"){
if(func2(data12) < 1){
const err21 = {instancePath:instancePath+"/tech/" + i0,schemaPath:"#/properties/tech/items/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters",schema:1,parentSchema:schema64.properties.tech.items,data:data12};
if(vErrors === null){
vErrors = [err21];
}
else {
vErrors.push(err21);
}
errors++;
}
}
else {
const err22 = {instancePath:instancePath+"/tech/" + i0,schemaPath:"#/properties/tech/items/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema64.properties.tech.items.type,parentSchema:schema64.properties.tech.items,data:data12};
if(vErrors === null){
vErrors = [err22];
}
else {
vErrors.push(err22);
}
errors++;
}
}
let i1 = data11.length;
let j0;
if(i1 > 1){
const indices0 = {};
for(;i1--;){
let item0 = data11[i1];
if(typeof item0 !== "string"){
continue;
}
if(typeof indices0[item0] == "number"){
j0 = indices0[item0];
const err23 = {instancePath:instancePath+"/tech",schemaPath:"#/properties/tech/uniqueItems",keyword:"uniqueItems",params:{i: i1, j: j0},message:"must NOT have duplicate items (items ## "+j0+" and "+i1+" are identical)",schema:true,parentSchema:schema64.properties.tech,data:data11};
if(vErrors === null){
vErrors = [err23];
}
else {
vErrors.push(err23);
}
errors++;
break;
}
indices0[item0] = i1;
}
}
}
else {
const err24 = {instancePath:instancePath+"/tech",schemaPath:"#/properties/tech/type",keyword:"type",params:{type: "array"},message:"must be array",schema:schema64.properties.tech.type,parentSchema:schema64.properties.tech,data:data11};
if(vErrors === null){
vErrors = [err24];
}
else {
vErrors.push(err24);
}
errors++;
}
}
if(data.url !== undefined){
let data13 = data.url;
if((typeof data13 !== "string") && (data13 !== null)){
const err25 = {instancePath:instancePath+"/url",schemaPath:"#/properties/url/type",keyword:"type",params:{type: schema64.properties.url.type},message:"must be string,null",schema:schema64.properties.url.type,parentSchema:schema64.properties.url,data:data13};
if(vErrors === null){
vErrors = [err25];
}
else {
vErrors.push(err25);
}
errors++;
}
if(typeof data13 === "string"){
if(!(formats62(data13))){
const err26 = {instancePath:instancePath+"/url",schemaPath:"#/properties/url/format",keyword:"format",params:{format: "http-url"},message:"must match format \""+"http-url"+"\"",schema:"http-url",parentSchema:schema64.properties.url,data:data13};
if(vErrors === null){
vErrors = [err26];
}
else {
vErrors.push(err26);
}
errors++;
}
}
}
}
else {
const err27 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object",schema:schema64.type,parentSchema:schema64,data};
if(vErrors === null){
vErrors = [err27];
}
else {
vErrors.push(err27);
}
errors++;
}
validate40.errors = vErrors;
return errors === 0;
}
validate40.evaluated = {"props":true,"dynamicProps":false,"dynamicItems":false};

export const content_site = validate41;
const schema65 = {"$schema":"https://json-schema.org/draft/2020-12/schema","$id":"https://schemas.site-api.dev/content/site.schema.json","title":"SiteConfig","description":"content/site.yaml: configuration of the site and its API.","type":"object","required":["base_url","title","language","api","license"],"additionalProperties":false,"properties":{"base_url":{"type":"string","format":"http-url","pattern":"^https?://[^/?#\\s]+(/[^?#\\s]*[^/?#\\s])?$","description":"Absolute URL of the site, no trailing slash."},"title":{"type":"string","minLength":1,"description":"The site's name."},"description":{"type":"string","description":"One line about the site."},"language":{"type":"string","pattern":"^[a-z]{2,3}(-[A-Za-z0-9]{2,8})*$","description":"BCP 47 tag; default language of posts."},"timezone":{"type":"string","format":"timezone","description":"IANA time zone for dates written without an offset. Default UTC."},"api":{"type":"object","required":["name","version"],"additionalProperties":false,"properties":{"name":{"type":"string","minLength":1},"version":{"type":"string","pattern":"^(0|[1-9]\\d*)\\.(0|[1-9]\\d*)\\.(0|[1-9]\\d*)(-[0-9A-Za-z.-]+)?(\\+[0-9A-Za-z.-]+)?$"},"description":{"type":"string"},"documentation":{"type":"string","format":"http-url"}}},"license":{"$ref":"../api/license.schema.json"},"feed":{"type":"string","pattern":"^/[^?#\\s]*\\.xml$","description":"Path of the Atom feed. Default /feed.xml."},"feeds":{"type":"object","additionalProperties":false,"description":"What the feeds carry, and the paths an old site published its feeds at.","properties":{"content":{"enum":["full","summary"],"description":"full (default): every feed entry carries the whole post as HTML beside its summary. summary: the summary only."},"atom":{"type":"array","uniqueItems":true,"items":{"type":"string","pattern":"^/([^/?#\\s]+/)*[^/?#\\s]+$"},"description":"More paths that publish the Atom feed, such as an old site's /atom.xml, so that its subscribers keep their subscription."},"rss":{"type":"array","uniqueItems":true,"items":{"type":"string","pattern":"^/([^/?#\\s]+/)*[^/?#\\s]+$"},"description":"Paths that publish the feed as RSS 2.0, such as an old Hugo site's /index.xml."}}},"markdown":{"type":"object","additionalProperties":false,"description":"How post bodies are read as Markdown.","properties":{"hard_breaks":{"type":"boolean","description":"true: a line break inside a paragraph is a line break on the page and in the feeds (kramdown's hard_wrap, Hugo's hardWraps), as blogs written a line per sentence expect. Default false: it is a space (CommonMark)."}}},"permalinks":{"type":"object","additionalProperties":false,"properties":{"post":{"type":"string","pattern":"^/[^?#\\s]*\\{id\\}[^?#\\s]*$","description":"Path of a post: {year}, {month}, {day} (from its date), {category}, {id}; a trailing / or an ending such as .html kept as written. Default /blog/{id}."},"tag":{"type":"string","pattern":"^/([^{}?#\\s]+/)*\\{slug\\}$","description":"Path of a tag page. Default /blog/tags/{slug}."}}},"pages":{"description":"The HTML pages of the site (home, blog, posts, tags, projects, experience, developer portal, 404). false: no pages, for owners whose own generator makes the HTML; the build is then the API and its files alone.","oneOf":[{"const":false},{"type":"object","additionalProperties":false,"properties":{"navigation":{"type":"array","description":"The links of the header, in order. Default: blog, projects, experience, developers.","items":{"type":"object","required":["label","url"],"additionalProperties":false,"properties":{"label":{"type":"string","minLength":1},"url":{"type":"string","pattern":"^(/[^\\s]*|https?://[^\\s]+)$","description":"A path of the site (/blog: the base URL's path is put in front) or an absolute http(s) URL."}}}},"accent":{"type":"string","pattern":"^#[0-9a-fA-F]{6}$","description":"Colour of links and focus rings in the light scheme, #rrggbb. Pick one with 4.5:1 contrast on white."},"accent_dark":{"type":"string","pattern":"^#[0-9a-fA-F]{6}$","description":"The same in the dark scheme: 4.5:1 contrast on #121417."},"footer":{"type":"string","minLength":1,"maxLength":500,"description":"One line of plain text at the foot of every page."},"latest":{"type":"integer","minimum":0,"maximum":50,"description":"How many posts the home page lists. Default 5."}}}]},"publish":{"type":"object","additionalProperties":false,"required":["targets"],"description":"Where `site-api publish` puts the built site. Credentials are never written here: they come from the environment.","properties":{"default":{"type":"string","pattern":"^[a-z0-9]+(-[a-z0-9]+)*$","description":"The target used when --target is not given. Optional when there is only one target."},"targets":{"type":"object","minProperties":1,"propertyNames":{"pattern":"^[a-z0-9]+(-[a-z0-9]+)*$"},"additionalProperties":{"type":"object","required":["type"],"additionalProperties":false,"properties":{"type":{"enum":["s3","dir","cloudflare-pages","command"],"description":"s3: any S3-compatible store; dir: a folder or an rsync destination; cloudflare-pages: wrangler pages deploy; command: your own command."},"bucket":{"type":"string","minLength":3,"description":"s3: the bucket."},"prefix":{"type":"string","pattern":"^([^/\\s]+/)*$","description":"s3: key prefix ending in /, e.g. site/. Default: the bucket root."},"region":{"type":"string","minLength":1,"description":"s3: region (auto for R2). Default: AWS_REGION, else us-east-1."},"endpoint":{"type":"string","format":"http-url","description":"s3: endpoint of an S3-compatible store (R2, MinIO, B2). Default: AWS S3."},"force_path_style":{"type":"boolean","description":"s3: path-style URLs (MinIO and most self-hosted stores)."},"cache_control":{"type":"string","minLength":1,"description":"s3: Cache-Control of every object. Default public, max-age=3600."},"purge":{"type":"object","additionalProperties":false,"minProperties":1,"maxProperties":1,"properties":{"cloudflare_zone":{"type":"string","pattern":"^[0-9a-f]{32}$","description":"Purge the changed URLs from this Cloudflare zone (token from CLOUDFLARE_API_TOKEN)."},"cloudfront_distribution":{"type":"string","pattern":"^[A-Z0-9]+$","description":"Invalidate the changed paths in this CloudFront distribution."}}},"path":{"type":"string","minLength":1,"description":"dir: a local folder, or an rsync destination such as user@host:/var/www/site."},"project":{"type":"string","minLength":1,"description":"cloudflare-pages: the Pages project name."},"branch":{"type":"string","minLength":1,"description":"cloudflare-pages: the branch to deploy (production by default)."},"command":{"type":"array","minItems":1,"items":{"type":"string","minLength":1},"description":"command: program and arguments; {dir} is replaced by the folder holding the build."},"max_deletes":{"type":"integer","minimum":0,"description":"Stop before deleting more than this many files (default 20); --max-deletes overrides."}},"allOf":[{"if":{"properties":{"type":{"const":"s3"}}},"then":{"required":["bucket"],"properties":{"bucket":true}}},{"if":{"properties":{"type":{"const":"dir"}}},"then":{"required":["path"],"properties":{"path":true}}},{"if":{"properties":{"type":{"const":"cloudflare-pages"}}},"then":{"required":["project"],"properties":{"project":true}}},{"if":{"properties":{"type":{"const":"command"}}},"then":{"required":["command"],"properties":{"command":true}}}]},"description":"Named targets; choose one with --target <name>."}}}}};
const formats72 = formats.timezone;
const pattern35 = new RegExp("^https?://[^/?#\\s]+(/[^?#\\s]*[^/?#\\s])?$", "u");
const pattern38 = new RegExp("^/[^?#\\s]*\\.xml$", "u");
const pattern39 = new RegExp("^/([^/?#\\s]+/)*[^/?#\\s]+$", "u");
const pattern41 = new RegExp("^/[^?#\\s]*\\{id\\}[^?#\\s]*$", "u");
const pattern42 = new RegExp("^/([^{}?#\\s]+/)*\\{slug\\}$", "u");
const pattern43 = new RegExp("^(/[^\\s]*|https?://[^\\s]+)$", "u");
const pattern44 = new RegExp("^#[0-9a-fA-F]{6}$", "u");
const pattern48 = new RegExp("^([^/\\s]+/)*$", "u");
const pattern49 = new RegExp("^[0-9a-f]{32}$", "u");
const pattern50 = new RegExp("^[A-Z0-9]+$", "u");

function validate41(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){
/*# sourceURL="https://schemas.site-api.dev/content/site.schema.json" */;
let vErrors = null;
let errors = 0;
const evaluated0 = validate41.evaluated;
if(evaluated0.dynamicProps){
evaluated0.props = undefined;
}
if(evaluated0.dynamicItems){
evaluated0.items = undefined;
}
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.base_url === undefined){
const err0 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "base_url"},message:"must have required property '"+"base_url"+"'",schema:schema65.required,parentSchema:schema65,data};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
if(data.title === undefined){
const err1 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "title"},message:"must have required property '"+"title"+"'",schema:schema65.required,parentSchema:schema65,data};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
if(data.language === undefined){
const err2 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "language"},message:"must have required property '"+"language"+"'",schema:schema65.required,parentSchema:schema65,data};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
if(data.api === undefined){
const err3 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "api"},message:"must have required property '"+"api"+"'",schema:schema65.required,parentSchema:schema65,data};
if(vErrors === null){
vErrors = [err3];
}
else {
vErrors.push(err3);
}
errors++;
}
if(data.license === undefined){
const err4 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "license"},message:"must have required property '"+"license"+"'",schema:schema65.required,parentSchema:schema65,data};
if(vErrors === null){
vErrors = [err4];
}
else {
vErrors.push(err4);
}
errors++;
}
for(const key0 in data){
if(!(func1.call(schema65.properties, key0))){
const err5 = {instancePath,schemaPath:"#/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key0},message:"must NOT have additional properties",schema:false,parentSchema:schema65,data};
if(vErrors === null){
vErrors = [err5];
}
else {
vErrors.push(err5);
}
errors++;
}
}
if(data.base_url !== undefined){
let data0 = data.base_url;
if(typeof data0 === "string"){
if(!pattern35.test(data0)){
const err6 = {instancePath:instancePath+"/base_url",schemaPath:"#/properties/base_url/pattern",keyword:"pattern",params:{pattern: "^https?://[^/?#\\s]+(/[^?#\\s]*[^/?#\\s])?$"},message:"must match pattern \""+"^https?://[^/?#\\s]+(/[^?#\\s]*[^/?#\\s])?$"+"\"",schema:"^https?://[^/?#\\s]+(/[^?#\\s]*[^/?#\\s])?$",parentSchema:schema65.properties.base_url,data:data0};
if(vErrors === null){
vErrors = [err6];
}
else {
vErrors.push(err6);
}
errors++;
}
if(!(formats62(data0))){
const err7 = {instancePath:instancePath+"/base_url",schemaPath:"#/properties/base_url/format",keyword:"format",params:{format: "http-url"},message:"must match format \""+"http-url"+"\"",schema:"http-url",parentSchema:schema65.properties.base_url,data:data0};
if(vErrors === null){
vErrors = [err7];
}
else {
vErrors.push(err7);
}
errors++;
}
}
else {
const err8 = {instancePath:instancePath+"/base_url",schemaPath:"#/properties/base_url/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema65.properties.base_url.type,parentSchema:schema65.properties.base_url,data:data0};
if(vErrors === null){
vErrors = [err8];
}
else {
vErrors.push(err8);
}
errors++;
}
}
if(data.title !== undefined){
let data1 = data.title;
if(typeof data1 === "string"){
if(func2(data1) < 1){
const err9 = {instancePath:instancePath+"/title",schemaPath:"#/properties/title/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters",schema:1,parentSchema:schema65.properties.title,data:data1};
if(vErrors === null){
vErrors = [err9];
}
else {
vErrors.push(err9);
}
errors++;
}
}
else {
const err10 = {instancePath:instancePath+"/title",schemaPath:"#/properties/title/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema65.properties.title.type,parentSchema:schema65.properties.title,data:data1};
if(vErrors === null){
vErrors = [err10];
}
else {
vErrors.push(err10);
}
errors++;
}
}
if(data.description !== undefined){
let data2 = data.description;
if(typeof data2 !== "string"){
const err11 = {instancePath:instancePath+"/description",schemaPath:"#/properties/description/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema65.properties.description.type,parentSchema:schema65.properties.description,data:data2};
if(vErrors === null){
vErrors = [err11];
}
else {
vErrors.push(err11);
}
errors++;
}
}
if(data.language !== undefined){
let data3 = data.language;
if(typeof data3 === "string"){
if(!pattern16.test(data3)){
const err12 = {instancePath:instancePath+"/language",schemaPath:"#/properties/language/pattern",keyword:"pattern",params:{pattern: "^[a-z]{2,3}(-[A-Za-z0-9]{2,8})*$"},message:"must match pattern \""+"^[a-z]{2,3}(-[A-Za-z0-9]{2,8})*$"+"\"",schema:"^[a-z]{2,3}(-[A-Za-z0-9]{2,8})*$",parentSchema:schema65.properties.language,data:data3};
if(vErrors === null){
vErrors = [err12];
}
else {
vErrors.push(err12);
}
errors++;
}
}
else {
const err13 = {instancePath:instancePath+"/language",schemaPath:"#/properties/language/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema65.properties.language.type,parentSchema:schema65.properties.language,data:data3};
if(vErrors === null){
vErrors = [err13];
}
else {
vErrors.push(err13);
}
errors++;
}
}
if(data.timezone !== undefined){
let data4 = data.timezone;
if(typeof data4 === "string"){
if(!(formats72(data4))){
const err14 = {instancePath:instancePath+"/timezone",schemaPath:"#/properties/timezone/format",keyword:"format",params:{format: "timezone"},message:"must match format \""+"timezone"+"\"",schema:"timezone",parentSchema:schema65.properties.timezone,data:data4};
if(vErrors === null){
vErrors = [err14];
}
else {
vErrors.push(err14);
}
errors++;
}
}
else {
const err15 = {instancePath:instancePath+"/timezone",schemaPath:"#/properties/timezone/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema65.properties.timezone.type,parentSchema:schema65.properties.timezone,data:data4};
if(vErrors === null){
vErrors = [err15];
}
else {
vErrors.push(err15);
}
errors++;
}
}
if(data.api !== undefined){
let data5 = data.api;
if(data5 && typeof data5 == "object" && !Array.isArray(data5)){
if(data5.name === undefined){
const err16 = {instancePath:instancePath+"/api",schemaPath:"#/properties/api/required",keyword:"required",params:{missingProperty: "name"},message:"must have required property '"+"name"+"'",schema:schema65.properties.api.required,parentSchema:schema65.properties.api,data:data5};
if(vErrors === null){
vErrors = [err16];
}
else {
vErrors.push(err16);
}
errors++;
}
if(data5.version === undefined){
const err17 = {instancePath:instancePath+"/api",schemaPath:"#/properties/api/required",keyword:"required",params:{missingProperty: "version"},message:"must have required property '"+"version"+"'",schema:schema65.properties.api.required,parentSchema:schema65.properties.api,data:data5};
if(vErrors === null){
vErrors = [err17];
}
else {
vErrors.push(err17);
}
errors++;
}
for(const key1 in data5){
if(!((((key1 === "name") || (key1 === "version")) || (key1 === "description")) || (key1 === "documentation"))){
const err18 = {instancePath:instancePath+"/api",schemaPath:"#/properties/api/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key1},message:"must NOT have additional properties",schema:false,parentSchema:schema65.properties.api,data:data5};
if(vErrors === null){
vErrors = [err18];
}
else {
vErrors.push(err18);
}
errors++;
}
}
if(data5.name !== undefined){
let data6 = data5.name;
if(typeof data6 === "string"){
if(func2(data6) < 1){
const err19 = {instancePath:instancePath+"/api/name",schemaPath:"#/properties/api/properties/name/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters",schema:1,parentSchema:schema65.properties.api.properties.name,data:data6};
if(vErrors === null){
vErrors = [err19];
}
else {
vErrors.push(err19);
}
errors++;
}
}
else {
const err20 = {instancePath:instancePath+"/api/name",schemaPath:"#/properties/api/properties/name/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema65.properties.api.properties.name.type,parentSchema:schema65.properties.api.properties.name,data:data6};
if(vErrors === null){
vErrors = [err20];
}
else {
vErrors.push(err20);
}
errors++;
}
}
if(data5.version !== undefined){
let data7 = data5.version;
if(typeof data7 === "string"){
if(!pattern4.test(data7)){
const err21 = {instancePath:instancePath+"/api/version",schemaPath:"#/properties/api/properties/version/pattern",keyword:"pattern",params:{pattern: "^(0|[1-9]\\d*)\\.(0|[1-9]\\d*)\\.(0|[1-9]\\d*)(-[0-9A-Za-z.-]+)?(\\+[0-9A-Za-z.-]+)?$"},message:"must match pattern \""+"^(0|[1-9]\\d*)\\.(0|[1-9]\\d*)\\.(0|[1-9]\\d*)(-[0-9A-Za-z.-]+)?(\\+[0-9A-Za-z.-]+)?$"+"\"",schema:"^(0|[1-9]\\d*)\\.(0|[1-9]\\d*)\\.(0|[1-9]\\d*)(-[0-9A-Za-z.-]+)?(\\+[0-9A-Za-z.-]+)?$",parentSchema:schema65.properties.api.properties.version,data:data7};
if(vErrors === null){
vErrors = [err21];
}
else {
vErrors.push(err21);
}
errors++;
}
}
else {
const err22 = {instancePath:instancePath+"/api/version",schemaPath:"#/properties/api/properties/version/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema65.properties.api.properties.version.type,parentSchema:schema65.properties.api.properties.version,data:data7};
if(vErrors === null){
vErrors = [err22];
}
else {
vErrors.push(err22);
}
errors++;
}
}
if(data5.description !== undefined){
let data8 = data5.description;
if(typeof data8 !== "string"){
const err23 = {instancePath:instancePath+"/api/description",schemaPath:"#/properties/api/properties/description/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema65.properties.api.properties.description.type,parentSchema:schema65.properties.api.properties.description,data:data8};
if(vErrors === null){
vErrors = [err23];
}
else {
vErrors.push(err23);
}
errors++;
}
}
if(data5.documentation !== undefined){
let data9 = data5.documentation;
if(typeof data9 === "string"){
if(!(formats62(data9))){
const err24 = {instancePath:instancePath+"/api/documentation",schemaPath:"#/properties/api/properties/documentation/format",keyword:"format",params:{format: "http-url"},message:"must match format \""+"http-url"+"\"",schema:"http-url",parentSchema:schema65.properties.api.properties.documentation,data:data9};
if(vErrors === null){
vErrors = [err24];
}
else {
vErrors.push(err24);
}
errors++;
}
}
else {
const err25 = {instancePath:instancePath+"/api/documentation",schemaPath:"#/properties/api/properties/documentation/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema65.properties.api.properties.documentation.type,parentSchema:schema65.properties.api.properties.documentation,data:data9};
if(vErrors === null){
vErrors = [err25];
}
else {
vErrors.push(err25);
}
errors++;
}
}
}
else {
const err26 = {instancePath:instancePath+"/api",schemaPath:"#/properties/api/type",keyword:"type",params:{type: "object"},message:"must be object",schema:schema65.properties.api.type,parentSchema:schema65.properties.api,data:data5};
if(vErrors === null){
vErrors = [err26];
}
else {
vErrors.push(err26);
}
errors++;
}
}
if(data.license !== undefined){
let data10 = data.license;
if(data10 && typeof data10 == "object" && !Array.isArray(data10)){
if(data10.name === undefined){
const err27 = {instancePath:instancePath+"/license",schemaPath:"../api/license.schema.json/required",keyword:"required",params:{missingProperty: "name"},message:"must have required property '"+"name"+"'",schema:schema32.required,parentSchema:schema32,data:data10};
if(vErrors === null){
vErrors = [err27];
}
else {
vErrors.push(err27);
}
errors++;
}
if(data10.url === undefined){
const err28 = {instancePath:instancePath+"/license",schemaPath:"../api/license.schema.json/required",keyword:"required",params:{missingProperty: "url"},message:"must have required property '"+"url"+"'",schema:schema32.required,parentSchema:schema32,data:data10};
if(vErrors === null){
vErrors = [err28];
}
else {
vErrors.push(err28);
}
errors++;
}
for(const key2 in data10){
if(!((key2 === "name") || (key2 === "url"))){
const err29 = {instancePath:instancePath+"/license",schemaPath:"../api/license.schema.json/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key2},message:"must NOT have additional properties",schema:false,parentSchema:schema32,data:data10};
if(vErrors === null){
vErrors = [err29];
}
else {
vErrors.push(err29);
}
errors++;
}
}
if(data10.name !== undefined){
let data11 = data10.name;
if(typeof data11 === "string"){
if(func2(data11) < 1){
const err30 = {instancePath:instancePath+"/license/name",schemaPath:"../api/license.schema.json/properties/name/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters",schema:1,parentSchema:schema32.properties.name,data:data11};
if(vErrors === null){
vErrors = [err30];
}
else {
vErrors.push(err30);
}
errors++;
}
}
else {
const err31 = {instancePath:instancePath+"/license/name",schemaPath:"../api/license.schema.json/properties/name/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema32.properties.name.type,parentSchema:schema32.properties.name,data:data11};
if(vErrors === null){
vErrors = [err31];
}
else {
vErrors.push(err31);
}
errors++;
}
}
if(data10.url !== undefined){
let data12 = data10.url;
if(typeof data12 === "string"){
if(!(formats0(data12))){
const err32 = {instancePath:instancePath+"/license/url",schemaPath:"../api/license.schema.json/properties/url/format",keyword:"format",params:{format: "uri"},message:"must match format \""+"uri"+"\"",schema:"uri",parentSchema:schema32.properties.url,data:data12};
if(vErrors === null){
vErrors = [err32];
}
else {
vErrors.push(err32);
}
errors++;
}
}
else {
const err33 = {instancePath:instancePath+"/license/url",schemaPath:"../api/license.schema.json/properties/url/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema32.properties.url.type,parentSchema:schema32.properties.url,data:data12};
if(vErrors === null){
vErrors = [err33];
}
else {
vErrors.push(err33);
}
errors++;
}
}
}
else {
const err34 = {instancePath:instancePath+"/license",schemaPath:"../api/license.schema.json/type",keyword:"type",params:{type: "object"},message:"must be object",schema:schema32.type,parentSchema:schema32,data:data10};
if(vErrors === null){
vErrors = [err34];
}
else {
vErrors.push(err34);
}
errors++;
}
}
if(data.feed !== undefined){
let data13 = data.feed;
if(typeof data13 === "string"){
if(!pattern38.test(data13)){
const err35 = {instancePath:instancePath+"/feed",schemaPath:"#/properties/feed/pattern",keyword:"pattern",params:{pattern: "^/[^?#\\s]*\\.xml$"},message:"must match pattern \""+"^/[^?#\\s]*\\.xml$"+"\"",schema:"^/[^?#\\s]*\\.xml$",parentSchema:schema65.properties.feed,data:data13};
if(vErrors === null){
vErrors = [err35];
}
else {
vErrors.push(err35);
}
errors++;
}
}
else {
const err36 = {instancePath:instancePath+"/feed",schemaPath:"#/properties/feed/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema65.properties.feed.type,parentSchema:schema65.properties.feed,data:data13};
if(vErrors === null){
vErrors = [err36];
}
else {
vErrors.push(err36);
}
errors++;
}
}
if(data.feeds !== undefined){
let data14 = data.feeds;
if(data14 && typeof data14 == "object" && !Array.isArray(data14)){
for(const key3 in data14){
if(!(((key3 === "content") || (key3 === "atom")) || (key3 === "rss"))){
const err37 = {instancePath:instancePath+"/feeds",schemaPath:"#/properties/feeds/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key3},message:"must NOT have additional properties",schema:false,parentSchema:schema65.properties.feeds,data:data14};
if(vErrors === null){
vErrors = [err37];
}
else {
vErrors.push(err37);
}
errors++;
}
}
if(data14.content !== undefined){
let data15 = data14.content;
if(!((data15 === "full") || (data15 === "summary"))){
const err38 = {instancePath:instancePath+"/feeds/content",schemaPath:"#/properties/feeds/properties/content/enum",keyword:"enum",params:{allowedValues: schema65.properties.feeds.properties.content.enum},message:"must be equal to one of the allowed values",schema:schema65.properties.feeds.properties.content.enum,parentSchema:schema65.properties.feeds.properties.content,data:data15};
if(vErrors === null){
vErrors = [err38];
}
else {
vErrors.push(err38);
}
errors++;
}
}
if(data14.atom !== undefined){
let data16 = data14.atom;
if(Array.isArray(data16)){
const len0 = data16.length;
for(let i0=0; i0<len0; i0++){
let data17 = data16[i0];
if(typeof data17 === "string"){
if(!pattern39.test(data17)){
const err39 = {instancePath:instancePath+"/feeds/atom/" + i0,schemaPath:"#/properties/feeds/properties/atom/items/pattern",keyword:"pattern",params:{pattern: "^/([^/?#\\s]+/)*[^/?#\\s]+$"},message:"must match pattern \""+"^/([^/?#\\s]+/)*[^/?#\\s]+$"+"\"",schema:"^/([^/?#\\s]+/)*[^/?#\\s]+$",parentSchema:schema65.properties.feeds.properties.atom.items,data:data17};
if(vErrors === null){
vErrors = [err39];
}
else {
vErrors.push(err39);
}
errors++;
}
}
else {
const err40 = {instancePath:instancePath+"/feeds/atom/" + i0,schemaPath:"#/properties/feeds/properties/atom/items/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema65.properties.feeds.properties.atom.items.type,parentSchema:schema65.properties.feeds.properties.atom.items,data:data17};
if(vErrors === null){
vErrors = [err40];
}
else {
vErrors.push(err40);
}
errors++;
}
}
let i1 = data16.length;
let j0;
if(i1 > 1){
const indices0 = {};
for(;i1--;){
let item0 = data16[i1];
if(typeof item0 !== "string"){
continue;
}
if(typeof indices0[item0] == "number"){
j0 = indices0[item0];
const err41 = {instancePath:instancePath+"/feeds/atom",schemaPath:"#/properties/feeds/properties/atom/uniqueItems",keyword:"uniqueItems",params:{i: i1, j: j0},message:"must NOT have duplicate items (items ## "+j0+" and "+i1+" are identical)",schema:true,parentSchema:schema65.properties.feeds.properties.atom,data:data16};
if(vErrors === null){
vErrors = [err41];
}
else {
vErrors.push(err41);
}
errors++;
break;
}
indices0[item0] = i1;
}
}
}
else {
const err42 = {instancePath:instancePath+"/feeds/atom",schemaPath:"#/properties/feeds/properties/atom/type",keyword:"type",params:{type: "array"},message:"must be array",schema:schema65.properties.feeds.properties.atom.type,parentSchema:schema65.properties.feeds.properties.atom,data:data16};
if(vErrors === null){
vErrors = [err42];
}
else {
vErrors.push(err42);
}
errors++;
}
}
if(data14.rss !== undefined){
let data18 = data14.rss;
if(Array.isArray(data18)){
const len1 = data18.length;
for(let i2=0; i2<len1; i2++){
let data19 = data18[i2];
if(typeof data19 === "string"){
if(!pattern39.test(data19)){
const err43 = {instancePath:instancePath+"/feeds/rss/" + i2,schemaPath:"#/properties/feeds/properties/rss/items/pattern",keyword:"pattern",params:{pattern: "^/([^/?#\\s]+/)*[^/?#\\s]+$"},message:"must match pattern \""+"^/([^/?#\\s]+/)*[^/?#\\s]+$"+"\"",schema:"^/([^/?#\\s]+/)*[^/?#\\s]+$",parentSchema:schema65.properties.feeds.properties.rss.items,data:data19};
if(vErrors === null){
vErrors = [err43];
}
else {
vErrors.push(err43);
}
errors++;
}
}
else {
const err44 = {instancePath:instancePath+"/feeds/rss/" + i2,schemaPath:"#/properties/feeds/properties/rss/items/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema65.properties.feeds.properties.rss.items.type,parentSchema:schema65.properties.feeds.properties.rss.items,data:data19};
if(vErrors === null){
vErrors = [err44];
}
else {
vErrors.push(err44);
}
errors++;
}
}
let i3 = data18.length;
let j1;
if(i3 > 1){
const indices1 = {};
for(;i3--;){
let item1 = data18[i3];
if(typeof item1 !== "string"){
continue;
}
if(typeof indices1[item1] == "number"){
j1 = indices1[item1];
const err45 = {instancePath:instancePath+"/feeds/rss",schemaPath:"#/properties/feeds/properties/rss/uniqueItems",keyword:"uniqueItems",params:{i: i3, j: j1},message:"must NOT have duplicate items (items ## "+j1+" and "+i3+" are identical)",schema:true,parentSchema:schema65.properties.feeds.properties.rss,data:data18};
if(vErrors === null){
vErrors = [err45];
}
else {
vErrors.push(err45);
}
errors++;
break;
}
indices1[item1] = i3;
}
}
}
else {
const err46 = {instancePath:instancePath+"/feeds/rss",schemaPath:"#/properties/feeds/properties/rss/type",keyword:"type",params:{type: "array"},message:"must be array",schema:schema65.properties.feeds.properties.rss.type,parentSchema:schema65.properties.feeds.properties.rss,data:data18};
if(vErrors === null){
vErrors = [err46];
}
else {
vErrors.push(err46);
}
errors++;
}
}
}
else {
const err47 = {instancePath:instancePath+"/feeds",schemaPath:"#/properties/feeds/type",keyword:"type",params:{type: "object"},message:"must be object",schema:schema65.properties.feeds.type,parentSchema:schema65.properties.feeds,data:data14};
if(vErrors === null){
vErrors = [err47];
}
else {
vErrors.push(err47);
}
errors++;
}
}
if(data.markdown !== undefined){
let data20 = data.markdown;
if(data20 && typeof data20 == "object" && !Array.isArray(data20)){
for(const key4 in data20){
if(!(key4 === "hard_breaks")){
const err48 = {instancePath:instancePath+"/markdown",schemaPath:"#/properties/markdown/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key4},message:"must NOT have additional properties",schema:false,parentSchema:schema65.properties.markdown,data:data20};
if(vErrors === null){
vErrors = [err48];
}
else {
vErrors.push(err48);
}
errors++;
}
}
if(data20.hard_breaks !== undefined){
let data21 = data20.hard_breaks;
if(typeof data21 !== "boolean"){
const err49 = {instancePath:instancePath+"/markdown/hard_breaks",schemaPath:"#/properties/markdown/properties/hard_breaks/type",keyword:"type",params:{type: "boolean"},message:"must be boolean",schema:schema65.properties.markdown.properties.hard_breaks.type,parentSchema:schema65.properties.markdown.properties.hard_breaks,data:data21};
if(vErrors === null){
vErrors = [err49];
}
else {
vErrors.push(err49);
}
errors++;
}
}
}
else {
const err50 = {instancePath:instancePath+"/markdown",schemaPath:"#/properties/markdown/type",keyword:"type",params:{type: "object"},message:"must be object",schema:schema65.properties.markdown.type,parentSchema:schema65.properties.markdown,data:data20};
if(vErrors === null){
vErrors = [err50];
}
else {
vErrors.push(err50);
}
errors++;
}
}
if(data.permalinks !== undefined){
let data22 = data.permalinks;
if(data22 && typeof data22 == "object" && !Array.isArray(data22)){
for(const key5 in data22){
if(!((key5 === "post") || (key5 === "tag"))){
const err51 = {instancePath:instancePath+"/permalinks",schemaPath:"#/properties/permalinks/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key5},message:"must NOT have additional properties",schema:false,parentSchema:schema65.properties.permalinks,data:data22};
if(vErrors === null){
vErrors = [err51];
}
else {
vErrors.push(err51);
}
errors++;
}
}
if(data22.post !== undefined){
let data23 = data22.post;
if(typeof data23 === "string"){
if(!pattern41.test(data23)){
const err52 = {instancePath:instancePath+"/permalinks/post",schemaPath:"#/properties/permalinks/properties/post/pattern",keyword:"pattern",params:{pattern: "^/[^?#\\s]*\\{id\\}[^?#\\s]*$"},message:"must match pattern \""+"^/[^?#\\s]*\\{id\\}[^?#\\s]*$"+"\"",schema:"^/[^?#\\s]*\\{id\\}[^?#\\s]*$",parentSchema:schema65.properties.permalinks.properties.post,data:data23};
if(vErrors === null){
vErrors = [err52];
}
else {
vErrors.push(err52);
}
errors++;
}
}
else {
const err53 = {instancePath:instancePath+"/permalinks/post",schemaPath:"#/properties/permalinks/properties/post/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema65.properties.permalinks.properties.post.type,parentSchema:schema65.properties.permalinks.properties.post,data:data23};
if(vErrors === null){
vErrors = [err53];
}
else {
vErrors.push(err53);
}
errors++;
}
}
if(data22.tag !== undefined){
let data24 = data22.tag;
if(typeof data24 === "string"){
if(!pattern42.test(data24)){
const err54 = {instancePath:instancePath+"/permalinks/tag",schemaPath:"#/properties/permalinks/properties/tag/pattern",keyword:"pattern",params:{pattern: "^/([^{}?#\\s]+/)*\\{slug\\}$"},message:"must match pattern \""+"^/([^{}?#\\s]+/)*\\{slug\\}$"+"\"",schema:"^/([^{}?#\\s]+/)*\\{slug\\}$",parentSchema:schema65.properties.permalinks.properties.tag,data:data24};
if(vErrors === null){
vErrors = [err54];
}
else {
vErrors.push(err54);
}
errors++;
}
}
else {
const err55 = {instancePath:instancePath+"/permalinks/tag",schemaPath:"#/properties/permalinks/properties/tag/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema65.properties.permalinks.properties.tag.type,parentSchema:schema65.properties.permalinks.properties.tag,data:data24};
if(vErrors === null){
vErrors = [err55];
}
else {
vErrors.push(err55);
}
errors++;
}
}
}
else {
const err56 = {instancePath:instancePath+"/permalinks",schemaPath:"#/properties/permalinks/type",keyword:"type",params:{type: "object"},message:"must be object",schema:schema65.properties.permalinks.type,parentSchema:schema65.properties.permalinks,data:data22};
if(vErrors === null){
vErrors = [err56];
}
else {
vErrors.push(err56);
}
errors++;
}
}
if(data.pages !== undefined){
let data25 = data.pages;
const _errs58 = errors;
let valid13 = false;
let passing0 = null;
const _errs59 = errors;
if(false !== data25){
const err57 = {instancePath:instancePath+"/pages",schemaPath:"#/properties/pages/oneOf/0/const",keyword:"const",params:{allowedValue: false},message:"must be equal to constant",schema:false,parentSchema:schema65.properties.pages.oneOf[0],data:data25};
if(vErrors === null){
vErrors = [err57];
}
else {
vErrors.push(err57);
}
errors++;
}
var _valid0 = _errs59 === errors;
if(_valid0){
valid13 = true;
passing0 = 0;
}
const _errs60 = errors;
if(data25 && typeof data25 == "object" && !Array.isArray(data25)){
for(const key6 in data25){
if(!(((((key6 === "navigation") || (key6 === "accent")) || (key6 === "accent_dark")) || (key6 === "footer")) || (key6 === "latest"))){
const err58 = {instancePath:instancePath+"/pages",schemaPath:"#/properties/pages/oneOf/1/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key6},message:"must NOT have additional properties",schema:false,parentSchema:schema65.properties.pages.oneOf[1],data:data25};
if(vErrors === null){
vErrors = [err58];
}
else {
vErrors.push(err58);
}
errors++;
}
}
if(data25.navigation !== undefined){
let data26 = data25.navigation;
if(Array.isArray(data26)){
const len2 = data26.length;
for(let i4=0; i4<len2; i4++){
let data27 = data26[i4];
if(data27 && typeof data27 == "object" && !Array.isArray(data27)){
if(data27.label === undefined){
const err59 = {instancePath:instancePath+"/pages/navigation/" + i4,schemaPath:"#/properties/pages/oneOf/1/properties/navigation/items/required",keyword:"required",params:{missingProperty: "label"},message:"must have required property '"+"label"+"'",schema:schema65.properties.pages.oneOf[1].properties.navigation.items.required,parentSchema:schema65.properties.pages.oneOf[1].properties.navigation.items,data:data27};
if(vErrors === null){
vErrors = [err59];
}
else {
vErrors.push(err59);
}
errors++;
}
if(data27.url === undefined){
const err60 = {instancePath:instancePath+"/pages/navigation/" + i4,schemaPath:"#/properties/pages/oneOf/1/properties/navigation/items/required",keyword:"required",params:{missingProperty: "url"},message:"must have required property '"+"url"+"'",schema:schema65.properties.pages.oneOf[1].properties.navigation.items.required,parentSchema:schema65.properties.pages.oneOf[1].properties.navigation.items,data:data27};
if(vErrors === null){
vErrors = [err60];
}
else {
vErrors.push(err60);
}
errors++;
}
for(const key7 in data27){
if(!((key7 === "label") || (key7 === "url"))){
const err61 = {instancePath:instancePath+"/pages/navigation/" + i4,schemaPath:"#/properties/pages/oneOf/1/properties/navigation/items/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key7},message:"must NOT have additional properties",schema:false,parentSchema:schema65.properties.pages.oneOf[1].properties.navigation.items,data:data27};
if(vErrors === null){
vErrors = [err61];
}
else {
vErrors.push(err61);
}
errors++;
}
}
if(data27.label !== undefined){
let data28 = data27.label;
if(typeof data28 === "string"){
if(func2(data28) < 1){
const err62 = {instancePath:instancePath+"/pages/navigation/" + i4+"/label",schemaPath:"#/properties/pages/oneOf/1/properties/navigation/items/properties/label/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters",schema:1,parentSchema:schema65.properties.pages.oneOf[1].properties.navigation.items.properties.label,data:data28};
if(vErrors === null){
vErrors = [err62];
}
else {
vErrors.push(err62);
}
errors++;
}
}
else {
const err63 = {instancePath:instancePath+"/pages/navigation/" + i4+"/label",schemaPath:"#/properties/pages/oneOf/1/properties/navigation/items/properties/label/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema65.properties.pages.oneOf[1].properties.navigation.items.properties.label.type,parentSchema:schema65.properties.pages.oneOf[1].properties.navigation.items.properties.label,data:data28};
if(vErrors === null){
vErrors = [err63];
}
else {
vErrors.push(err63);
}
errors++;
}
}
if(data27.url !== undefined){
let data29 = data27.url;
if(typeof data29 === "string"){
if(!pattern43.test(data29)){
const err64 = {instancePath:instancePath+"/pages/navigation/" + i4+"/url",schemaPath:"#/properties/pages/oneOf/1/properties/navigation/items/properties/url/pattern",keyword:"pattern",params:{pattern: "^(/[^\\s]*|https?://[^\\s]+)$"},message:"must match pattern \""+"^(/[^\\s]*|https?://[^\\s]+)$"+"\"",schema:"^(/[^\\s]*|https?://[^\\s]+)$",parentSchema:schema65.properties.pages.oneOf[1].properties.navigation.items.properties.url,data:data29};
if(vErrors === null){
vErrors = [err64];
}
else {
vErrors.push(err64);
}
errors++;
}
}
else {
const err65 = {instancePath:instancePath+"/pages/navigation/" + i4+"/url",schemaPath:"#/properties/pages/oneOf/1/properties/navigation/items/properties/url/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema65.properties.pages.oneOf[1].properties.navigation.items.properties.url.type,parentSchema:schema65.properties.pages.oneOf[1].properties.navigation.items.properties.url,data:data29};
if(vErrors === null){
vErrors = [err65];
}
else {
vErrors.push(err65);
}
errors++;
}
}
}
else {
const err66 = {instancePath:instancePath+"/pages/navigation/" + i4,schemaPath:"#/properties/pages/oneOf/1/properties/navigation/items/type",keyword:"type",params:{type: "object"},message:"must be object",schema:schema65.properties.pages.oneOf[1].properties.navigation.items.type,parentSchema:schema65.properties.pages.oneOf[1].properties.navigation.items,data:data27};
if(vErrors === null){
vErrors = [err66];
}
else {
vErrors.push(err66);
}
errors++;
}
}
}
else {
const err67 = {instancePath:instancePath+"/pages/navigation",schemaPath:"#/properties/pages/oneOf/1/properties/navigation/type",keyword:"type",params:{type: "array"},message:"must be array",schema:schema65.properties.pages.oneOf[1].properties.navigation.type,parentSchema:schema65.properties.pages.oneOf[1].properties.navigation,data:data26};
if(vErrors === null){
vErrors = [err67];
}
else {
vErrors.push(err67);
}
errors++;
}
}
if(data25.accent !== undefined){
let data30 = data25.accent;
if(typeof data30 === "string"){
if(!pattern44.test(data30)){
const err68 = {instancePath:instancePath+"/pages/accent",schemaPath:"#/properties/pages/oneOf/1/properties/accent/pattern",keyword:"pattern",params:{pattern: "^#[0-9a-fA-F]{6}$"},message:"must match pattern \""+"^#[0-9a-fA-F]{6}$"+"\"",schema:"^#[0-9a-fA-F]{6}$",parentSchema:schema65.properties.pages.oneOf[1].properties.accent,data:data30};
if(vErrors === null){
vErrors = [err68];
}
else {
vErrors.push(err68);
}
errors++;
}
}
else {
const err69 = {instancePath:instancePath+"/pages/accent",schemaPath:"#/properties/pages/oneOf/1/properties/accent/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema65.properties.pages.oneOf[1].properties.accent.type,parentSchema:schema65.properties.pages.oneOf[1].properties.accent,data:data30};
if(vErrors === null){
vErrors = [err69];
}
else {
vErrors.push(err69);
}
errors++;
}
}
if(data25.accent_dark !== undefined){
let data31 = data25.accent_dark;
if(typeof data31 === "string"){
if(!pattern44.test(data31)){
const err70 = {instancePath:instancePath+"/pages/accent_dark",schemaPath:"#/properties/pages/oneOf/1/properties/accent_dark/pattern",keyword:"pattern",params:{pattern: "^#[0-9a-fA-F]{6}$"},message:"must match pattern \""+"^#[0-9a-fA-F]{6}$"+"\"",schema:"^#[0-9a-fA-F]{6}$",parentSchema:schema65.properties.pages.oneOf[1].properties.accent_dark,data:data31};
if(vErrors === null){
vErrors = [err70];
}
else {
vErrors.push(err70);
}
errors++;
}
}
else {
const err71 = {instancePath:instancePath+"/pages/accent_dark",schemaPath:"#/properties/pages/oneOf/1/properties/accent_dark/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema65.properties.pages.oneOf[1].properties.accent_dark.type,parentSchema:schema65.properties.pages.oneOf[1].properties.accent_dark,data:data31};
if(vErrors === null){
vErrors = [err71];
}
else {
vErrors.push(err71);
}
errors++;
}
}
if(data25.footer !== undefined){
let data32 = data25.footer;
if(typeof data32 === "string"){
if(func2(data32) > 500){
const err72 = {instancePath:instancePath+"/pages/footer",schemaPath:"#/properties/pages/oneOf/1/properties/footer/maxLength",keyword:"maxLength",params:{limit: 500},message:"must NOT have more than 500 characters",schema:500,parentSchema:schema65.properties.pages.oneOf[1].properties.footer,data:data32};
if(vErrors === null){
vErrors = [err72];
}
else {
vErrors.push(err72);
}
errors++;
}
if(func2(data32) < 1){
const err73 = {instancePath:instancePath+"/pages/footer",schemaPath:"#/properties/pages/oneOf/1/properties/footer/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters",schema:1,parentSchema:schema65.properties.pages.oneOf[1].properties.footer,data:data32};
if(vErrors === null){
vErrors = [err73];
}
else {
vErrors.push(err73);
}
errors++;
}
}
else {
const err74 = {instancePath:instancePath+"/pages/footer",schemaPath:"#/properties/pages/oneOf/1/properties/footer/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema65.properties.pages.oneOf[1].properties.footer.type,parentSchema:schema65.properties.pages.oneOf[1].properties.footer,data:data32};
if(vErrors === null){
vErrors = [err74];
}
else {
vErrors.push(err74);
}
errors++;
}
}
if(data25.latest !== undefined){
let data33 = data25.latest;
if(!(((typeof data33 == "number") && (!(data33 % 1) && !isNaN(data33))) && (isFinite(data33)))){
const err75 = {instancePath:instancePath+"/pages/latest",schemaPath:"#/properties/pages/oneOf/1/properties/latest/type",keyword:"type",params:{type: "integer"},message:"must be integer",schema:schema65.properties.pages.oneOf[1].properties.latest.type,parentSchema:schema65.properties.pages.oneOf[1].properties.latest,data:data33};
if(vErrors === null){
vErrors = [err75];
}
else {
vErrors.push(err75);
}
errors++;
}
if((typeof data33 == "number") && (isFinite(data33))){
if(data33 > 50 || isNaN(data33)){
const err76 = {instancePath:instancePath+"/pages/latest",schemaPath:"#/properties/pages/oneOf/1/properties/latest/maximum",keyword:"maximum",params:{comparison: "<=", limit: 50},message:"must be <= 50",schema:50,parentSchema:schema65.properties.pages.oneOf[1].properties.latest,data:data33};
if(vErrors === null){
vErrors = [err76];
}
else {
vErrors.push(err76);
}
errors++;
}
if(data33 < 0 || isNaN(data33)){
const err77 = {instancePath:instancePath+"/pages/latest",schemaPath:"#/properties/pages/oneOf/1/properties/latest/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0",schema:0,parentSchema:schema65.properties.pages.oneOf[1].properties.latest,data:data33};
if(vErrors === null){
vErrors = [err77];
}
else {
vErrors.push(err77);
}
errors++;
}
}
}
}
else {
const err78 = {instancePath:instancePath+"/pages",schemaPath:"#/properties/pages/oneOf/1/type",keyword:"type",params:{type: "object"},message:"must be object",schema:schema65.properties.pages.oneOf[1].type,parentSchema:schema65.properties.pages.oneOf[1],data:data25};
if(vErrors === null){
vErrors = [err78];
}
else {
vErrors.push(err78);
}
errors++;
}
var _valid0 = _errs60 === errors;
if(_valid0 && valid13){
valid13 = false;
passing0 = [passing0, 1];
}
else {
if(_valid0){
valid13 = true;
passing0 = 1;
}
}
if(!valid13){
const err79 = {instancePath:instancePath+"/pages",schemaPath:"#/properties/pages/oneOf",keyword:"oneOf",params:{passingSchemas: passing0},message:"must match exactly one schema in oneOf",schema:schema65.properties.pages.oneOf,parentSchema:schema65.properties.pages,data:data25};
if(vErrors === null){
vErrors = [err79];
}
else {
vErrors.push(err79);
}
errors++;
}
else {
errors = _errs58;
if(vErrors !== null){
if(_errs58){
vErrors.length = _errs58;
}
else {
vErrors = null;
}
}
}
}
if(data.publish !== undefined){
let data34 = data.publish;
if(data34 && typeof data34 == "object" && !Array.isArray(data34)){
if(data34.targets === undefined){
const err80 = {instancePath:instancePath+"/publish",schemaPath:"#/properties/publish/required",keyword:"required",params:{missingProperty: "targets"},message:"must have required property '"+"targets"+"'",schema:schema65.properties.publish.required,parentSchema:schema65.properties.publish,data:data34};
if(vErrors === null){
vErrors = [err80];
}
else {
vErrors.push(err80);
}
errors++;
}
for(const key8 in data34){
if(!((key8 === "default") || (key8 === "targets"))){
const err81 = {instancePath:instancePath+"/publish",schemaPath:"#/properties/publish/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key8},message:"must NOT have additional properties",schema:false,parentSchema:schema65.properties.publish,data:data34};
if(vErrors === null){
vErrors = [err81];
}
else {
vErrors.push(err81);
}
errors++;
}
}
if(data34.default !== undefined){
let data35 = data34.default;
if(typeof data35 === "string"){
if(!pattern9.test(data35)){
const err82 = {instancePath:instancePath+"/publish/default",schemaPath:"#/properties/publish/properties/default/pattern",keyword:"pattern",params:{pattern: "^[a-z0-9]+(-[a-z0-9]+)*$"},message:"must match pattern \""+"^[a-z0-9]+(-[a-z0-9]+)*$"+"\"",schema:"^[a-z0-9]+(-[a-z0-9]+)*$",parentSchema:schema65.properties.publish.properties.default,data:data35};
if(vErrors === null){
vErrors = [err82];
}
else {
vErrors.push(err82);
}
errors++;
}
}
else {
const err83 = {instancePath:instancePath+"/publish/default",schemaPath:"#/properties/publish/properties/default/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema65.properties.publish.properties.default.type,parentSchema:schema65.properties.publish.properties.default,data:data35};
if(vErrors === null){
vErrors = [err83];
}
else {
vErrors.push(err83);
}
errors++;
}
}
if(data34.targets !== undefined){
let data36 = data34.targets;
if(data36 && typeof data36 == "object" && !Array.isArray(data36)){
if(Object.keys(data36).length < 1){
const err84 = {instancePath:instancePath+"/publish/targets",schemaPath:"#/properties/publish/properties/targets/minProperties",keyword:"minProperties",params:{limit: 1},message:"must NOT have fewer than 1 properties",schema:1,parentSchema:schema65.properties.publish.properties.targets,data:data36};
if(vErrors === null){
vErrors = [err84];
}
else {
vErrors.push(err84);
}
errors++;
}
for(const key9 in data36){
const _errs87 = errors;
if(typeof key9 === "string"){
if(!pattern9.test(key9)){
const err85 = {instancePath:instancePath+"/publish/targets",schemaPath:"#/properties/publish/properties/targets/propertyNames/pattern",keyword:"pattern",params:{pattern: "^[a-z0-9]+(-[a-z0-9]+)*$"},message:"must match pattern \""+"^[a-z0-9]+(-[a-z0-9]+)*$"+"\"",schema:"^[a-z0-9]+(-[a-z0-9]+)*$",parentSchema:schema65.properties.publish.properties.targets.propertyNames,data:key9,propertyName:key9};
if(vErrors === null){
vErrors = [err85];
}
else {
vErrors.push(err85);
}
errors++;
}
}
var valid19 = _errs87 === errors;
if(!valid19){
const err86 = {instancePath:instancePath+"/publish/targets",schemaPath:"#/properties/publish/properties/targets/propertyNames",keyword:"propertyNames",params:{propertyName: key9},message:"property name must be valid",schema:schema65.properties.publish.properties.targets.propertyNames,parentSchema:schema65.properties.publish.properties.targets,data:data36};
if(vErrors === null){
vErrors = [err86];
}
else {
vErrors.push(err86);
}
errors++;
}
}
for(const key10 in data36){
let data37 = data36[key10];
const _errs92 = errors;
let valid22 = true;
const _errs93 = errors;
if(data37 && typeof data37 == "object" && !Array.isArray(data37)){
if(data37.type !== undefined){
if("s3" !== data37.type){
const err87 = {};
if(vErrors === null){
vErrors = [err87];
}
else {
vErrors.push(err87);
}
errors++;
}
}
}
var _valid1 = _errs93 === errors;
errors = _errs92;
if(vErrors !== null){
if(_errs92){
vErrors.length = _errs92;
}
else {
vErrors = null;
}
}
if(_valid1){
const _errs95 = errors;
if(data37 && typeof data37 == "object" && !Array.isArray(data37)){
if(data37.bucket === undefined){
const err88 = {instancePath:instancePath+"/publish/targets/" + key10.replace(/~/g, "~0").replace(/\//g, "~1"),schemaPath:"#/properties/publish/properties/targets/additionalProperties/allOf/0/then/required",keyword:"required",params:{missingProperty: "bucket"},message:"must have required property '"+"bucket"+"'",schema:schema65.properties.publish.properties.targets.additionalProperties.allOf[0].then.required,parentSchema:schema65.properties.publish.properties.targets.additionalProperties.allOf[0].then,data:data37};
if(vErrors === null){
vErrors = [err88];
}
else {
vErrors.push(err88);
}
errors++;
}
}
var _valid1 = _errs95 === errors;
valid22 = _valid1;
if(valid22){
var props1 = {};
props1.bucket = true;
props1.type = true;
}
}
if(!valid22){
const err89 = {instancePath:instancePath+"/publish/targets/" + key10.replace(/~/g, "~0").replace(/\//g, "~1"),schemaPath:"#/properties/publish/properties/targets/additionalProperties/allOf/0/if",keyword:"if",params:{failingKeyword: "then"},message:"must match \"then\" schema",schema:schema65.properties.publish.properties.targets.additionalProperties.allOf[0].if,parentSchema:schema65.properties.publish.properties.targets.additionalProperties.allOf[0],data:data37};
if(vErrors === null){
vErrors = [err89];
}
else {
vErrors.push(err89);
}
errors++;
}
const _errs97 = errors;
let valid24 = true;
const _errs98 = errors;
if(data37 && typeof data37 == "object" && !Array.isArray(data37)){
if(data37.type !== undefined){
if("dir" !== data37.type){
const err90 = {};
if(vErrors === null){
vErrors = [err90];
}
else {
vErrors.push(err90);
}
errors++;
}
}
}
var _valid2 = _errs98 === errors;
errors = _errs97;
if(vErrors !== null){
if(_errs97){
vErrors.length = _errs97;
}
else {
vErrors = null;
}
}
if(_valid2){
const _errs100 = errors;
if(data37 && typeof data37 == "object" && !Array.isArray(data37)){
if(data37.path === undefined){
const err91 = {instancePath:instancePath+"/publish/targets/" + key10.replace(/~/g, "~0").replace(/\//g, "~1"),schemaPath:"#/properties/publish/properties/targets/additionalProperties/allOf/1/then/required",keyword:"required",params:{missingProperty: "path"},message:"must have required property '"+"path"+"'",schema:schema65.properties.publish.properties.targets.additionalProperties.allOf[1].then.required,parentSchema:schema65.properties.publish.properties.targets.additionalProperties.allOf[1].then,data:data37};
if(vErrors === null){
vErrors = [err91];
}
else {
vErrors.push(err91);
}
errors++;
}
}
var _valid2 = _errs100 === errors;
valid24 = _valid2;
if(valid24){
var props2 = {};
props2.path = true;
props2.type = true;
}
}
if(!valid24){
const err92 = {instancePath:instancePath+"/publish/targets/" + key10.replace(/~/g, "~0").replace(/\//g, "~1"),schemaPath:"#/properties/publish/properties/targets/additionalProperties/allOf/1/if",keyword:"if",params:{failingKeyword: "then"},message:"must match \"then\" schema",schema:schema65.properties.publish.properties.targets.additionalProperties.allOf[1].if,parentSchema:schema65.properties.publish.properties.targets.additionalProperties.allOf[1],data:data37};
if(vErrors === null){
vErrors = [err92];
}
else {
vErrors.push(err92);
}
errors++;
}
if(props1 !== true && props2 !== undefined){
if(props2 === true){
props1 = true;
}
else {
props1 = props1 || {};
Object.assign(props1, props2);
}
}
const _errs102 = errors;
let valid26 = true;
const _errs103 = errors;
if(data37 && typeof data37 == "object" && !Array.isArray(data37)){
if(data37.type !== undefined){
if("cloudflare-pages" !== data37.type){
const err93 = {};
if(vErrors === null){
vErrors = [err93];
}
else {
vErrors.push(err93);
}
errors++;
}
}
}
var _valid3 = _errs103 === errors;
errors = _errs102;
if(vErrors !== null){
if(_errs102){
vErrors.length = _errs102;
}
else {
vErrors = null;
}
}
if(_valid3){
const _errs105 = errors;
if(data37 && typeof data37 == "object" && !Array.isArray(data37)){
if(data37.project === undefined){
const err94 = {instancePath:instancePath+"/publish/targets/" + key10.replace(/~/g, "~0").replace(/\//g, "~1"),schemaPath:"#/properties/publish/properties/targets/additionalProperties/allOf/2/then/required",keyword:"required",params:{missingProperty: "project"},message:"must have required property '"+"project"+"'",schema:schema65.properties.publish.properties.targets.additionalProperties.allOf[2].then.required,parentSchema:schema65.properties.publish.properties.targets.additionalProperties.allOf[2].then,data:data37};
if(vErrors === null){
vErrors = [err94];
}
else {
vErrors.push(err94);
}
errors++;
}
}
var _valid3 = _errs105 === errors;
valid26 = _valid3;
if(valid26){
var props3 = {};
props3.project = true;
props3.type = true;
}
}
if(!valid26){
const err95 = {instancePath:instancePath+"/publish/targets/" + key10.replace(/~/g, "~0").replace(/\//g, "~1"),schemaPath:"#/properties/publish/properties/targets/additionalProperties/allOf/2/if",keyword:"if",params:{failingKeyword: "then"},message:"must match \"then\" schema",schema:schema65.properties.publish.properties.targets.additionalProperties.allOf[2].if,parentSchema:schema65.properties.publish.properties.targets.additionalProperties.allOf[2],data:data37};
if(vErrors === null){
vErrors = [err95];
}
else {
vErrors.push(err95);
}
errors++;
}
if(props1 !== true && props3 !== undefined){
if(props3 === true){
props1 = true;
}
else {
props1 = props1 || {};
Object.assign(props1, props3);
}
}
const _errs107 = errors;
let valid28 = true;
const _errs108 = errors;
if(data37 && typeof data37 == "object" && !Array.isArray(data37)){
if(data37.type !== undefined){
if("command" !== data37.type){
const err96 = {};
if(vErrors === null){
vErrors = [err96];
}
else {
vErrors.push(err96);
}
errors++;
}
}
}
var _valid4 = _errs108 === errors;
errors = _errs107;
if(vErrors !== null){
if(_errs107){
vErrors.length = _errs107;
}
else {
vErrors = null;
}
}
if(_valid4){
const _errs110 = errors;
if(data37 && typeof data37 == "object" && !Array.isArray(data37)){
if(data37.command === undefined){
const err97 = {instancePath:instancePath+"/publish/targets/" + key10.replace(/~/g, "~0").replace(/\//g, "~1"),schemaPath:"#/properties/publish/properties/targets/additionalProperties/allOf/3/then/required",keyword:"required",params:{missingProperty: "command"},message:"must have required property '"+"command"+"'",schema:schema65.properties.publish.properties.targets.additionalProperties.allOf[3].then.required,parentSchema:schema65.properties.publish.properties.targets.additionalProperties.allOf[3].then,data:data37};
if(vErrors === null){
vErrors = [err97];
}
else {
vErrors.push(err97);
}
errors++;
}
}
var _valid4 = _errs110 === errors;
valid28 = _valid4;
if(valid28){
var props4 = {};
props4.command = true;
props4.type = true;
}
}
if(!valid28){
const err98 = {instancePath:instancePath+"/publish/targets/" + key10.replace(/~/g, "~0").replace(/\//g, "~1"),schemaPath:"#/properties/publish/properties/targets/additionalProperties/allOf/3/if",keyword:"if",params:{failingKeyword: "then"},message:"must match \"then\" schema",schema:schema65.properties.publish.properties.targets.additionalProperties.allOf[3].if,parentSchema:schema65.properties.publish.properties.targets.additionalProperties.allOf[3],data:data37};
if(vErrors === null){
vErrors = [err98];
}
else {
vErrors.push(err98);
}
errors++;
}
if(props1 !== true && props4 !== undefined){
if(props4 === true){
props1 = true;
}
else {
props1 = props1 || {};
Object.assign(props1, props4);
}
}
if(data37 && typeof data37 == "object" && !Array.isArray(data37)){
if(data37.type === undefined){
const err99 = {instancePath:instancePath+"/publish/targets/" + key10.replace(/~/g, "~0").replace(/\//g, "~1"),schemaPath:"#/properties/publish/properties/targets/additionalProperties/required",keyword:"required",params:{missingProperty: "type"},message:"must have required property '"+"type"+"'",schema:schema65.properties.publish.properties.targets.additionalProperties.required,parentSchema:schema65.properties.publish.properties.targets.additionalProperties,data:data37};
if(vErrors === null){
vErrors = [err99];
}
else {
vErrors.push(err99);
}
errors++;
}
for(const key11 in data37){
if(!(func1.call(schema65.properties.publish.properties.targets.additionalProperties.properties, key11))){
const err100 = {instancePath:instancePath+"/publish/targets/" + key10.replace(/~/g, "~0").replace(/\//g, "~1"),schemaPath:"#/properties/publish/properties/targets/additionalProperties/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key11},message:"must NOT have additional properties",schema:false,parentSchema:schema65.properties.publish.properties.targets.additionalProperties,data:data37};
if(vErrors === null){
vErrors = [err100];
}
else {
vErrors.push(err100);
}
errors++;
}
}
if(data37.type !== undefined){
let data42 = data37.type;
if(!((((data42 === "s3") || (data42 === "dir")) || (data42 === "cloudflare-pages")) || (data42 === "command"))){
const err101 = {instancePath:instancePath+"/publish/targets/" + key10.replace(/~/g, "~0").replace(/\//g, "~1")+"/type",schemaPath:"#/properties/publish/properties/targets/additionalProperties/properties/type/enum",keyword:"enum",params:{allowedValues: schema65.properties.publish.properties.targets.additionalProperties.properties.type.enum},message:"must be equal to one of the allowed values",schema:schema65.properties.publish.properties.targets.additionalProperties.properties.type.enum,parentSchema:schema65.properties.publish.properties.targets.additionalProperties.properties.type,data:data42};
if(vErrors === null){
vErrors = [err101];
}
else {
vErrors.push(err101);
}
errors++;
}
}
if(data37.bucket !== undefined){
let data43 = data37.bucket;
if(typeof data43 === "string"){
if(func2(data43) < 3){
const err102 = {instancePath:instancePath+"/publish/targets/" + key10.replace(/~/g, "~0").replace(/\//g, "~1")+"/bucket",schemaPath:"#/properties/publish/properties/targets/additionalProperties/properties/bucket/minLength",keyword:"minLength",params:{limit: 3},message:"must NOT have fewer than 3 characters",schema:3,parentSchema:schema65.properties.publish.properties.targets.additionalProperties.properties.bucket,data:data43};
if(vErrors === null){
vErrors = [err102];
}
else {
vErrors.push(err102);
}
errors++;
}
}
else {
const err103 = {instancePath:instancePath+"/publish/targets/" + key10.replace(/~/g, "~0").replace(/\//g, "~1")+"/bucket",schemaPath:"#/properties/publish/properties/targets/additionalProperties/properties/bucket/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema65.properties.publish.properties.targets.additionalProperties.properties.bucket.type,parentSchema:schema65.properties.publish.properties.targets.additionalProperties.properties.bucket,data:data43};
if(vErrors === null){
vErrors = [err103];
}
else {
vErrors.push(err103);
}
errors++;
}
}
if(data37.prefix !== undefined){
let data44 = data37.prefix;
if(typeof data44 === "string"){
if(!pattern48.test(data44)){
const err104 = {instancePath:instancePath+"/publish/targets/" + key10.replace(/~/g, "~0").replace(/\//g, "~1")+"/prefix",schemaPath:"#/properties/publish/properties/targets/additionalProperties/properties/prefix/pattern",keyword:"pattern",params:{pattern: "^([^/\\s]+/)*$"},message:"must match pattern \""+"^([^/\\s]+/)*$"+"\"",schema:"^([^/\\s]+/)*$",parentSchema:schema65.properties.publish.properties.targets.additionalProperties.properties.prefix,data:data44};
if(vErrors === null){
vErrors = [err104];
}
else {
vErrors.push(err104);
}
errors++;
}
}
else {
const err105 = {instancePath:instancePath+"/publish/targets/" + key10.replace(/~/g, "~0").replace(/\//g, "~1")+"/prefix",schemaPath:"#/properties/publish/properties/targets/additionalProperties/properties/prefix/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema65.properties.publish.properties.targets.additionalProperties.properties.prefix.type,parentSchema:schema65.properties.publish.properties.targets.additionalProperties.properties.prefix,data:data44};
if(vErrors === null){
vErrors = [err105];
}
else {
vErrors.push(err105);
}
errors++;
}
}
if(data37.region !== undefined){
let data45 = data37.region;
if(typeof data45 === "string"){
if(func2(data45) < 1){
const err106 = {instancePath:instancePath+"/publish/targets/" + key10.replace(/~/g, "~0").replace(/\//g, "~1")+"/region",schemaPath:"#/properties/publish/properties/targets/additionalProperties/properties/region/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters",schema:1,parentSchema:schema65.properties.publish.properties.targets.additionalProperties.properties.region,data:data45};
if(vErrors === null){
vErrors = [err106];
}
else {
vErrors.push(err106);
}
errors++;
}
}
else {
const err107 = {instancePath:instancePath+"/publish/targets/" + key10.replace(/~/g, "~0").replace(/\//g, "~1")+"/region",schemaPath:"#/properties/publish/properties/targets/additionalProperties/properties/region/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema65.properties.publish.properties.targets.additionalProperties.properties.region.type,parentSchema:schema65.properties.publish.properties.targets.additionalProperties.properties.region,data:data45};
if(vErrors === null){
vErrors = [err107];
}
else {
vErrors.push(err107);
}
errors++;
}
}
if(data37.endpoint !== undefined){
let data46 = data37.endpoint;
if(typeof data46 === "string"){
if(!(formats62(data46))){
const err108 = {instancePath:instancePath+"/publish/targets/" + key10.replace(/~/g, "~0").replace(/\//g, "~1")+"/endpoint",schemaPath:"#/properties/publish/properties/targets/additionalProperties/properties/endpoint/format",keyword:"format",params:{format: "http-url"},message:"must match format \""+"http-url"+"\"",schema:"http-url",parentSchema:schema65.properties.publish.properties.targets.additionalProperties.properties.endpoint,data:data46};
if(vErrors === null){
vErrors = [err108];
}
else {
vErrors.push(err108);
}
errors++;
}
}
else {
const err109 = {instancePath:instancePath+"/publish/targets/" + key10.replace(/~/g, "~0").replace(/\//g, "~1")+"/endpoint",schemaPath:"#/properties/publish/properties/targets/additionalProperties/properties/endpoint/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema65.properties.publish.properties.targets.additionalProperties.properties.endpoint.type,parentSchema:schema65.properties.publish.properties.targets.additionalProperties.properties.endpoint,data:data46};
if(vErrors === null){
vErrors = [err109];
}
else {
vErrors.push(err109);
}
errors++;
}
}
if(data37.force_path_style !== undefined){
let data47 = data37.force_path_style;
if(typeof data47 !== "boolean"){
const err110 = {instancePath:instancePath+"/publish/targets/" + key10.replace(/~/g, "~0").replace(/\//g, "~1")+"/force_path_style",schemaPath:"#/properties/publish/properties/targets/additionalProperties/properties/force_path_style/type",keyword:"type",params:{type: "boolean"},message:"must be boolean",schema:schema65.properties.publish.properties.targets.additionalProperties.properties.force_path_style.type,parentSchema:schema65.properties.publish.properties.targets.additionalProperties.properties.force_path_style,data:data47};
if(vErrors === null){
vErrors = [err110];
}
else {
vErrors.push(err110);
}
errors++;
}
}
if(data37.cache_control !== undefined){
let data48 = data37.cache_control;
if(typeof data48 === "string"){
if(func2(data48) < 1){
const err111 = {instancePath:instancePath+"/publish/targets/" + key10.replace(/~/g, "~0").replace(/\//g, "~1")+"/cache_control",schemaPath:"#/properties/publish/properties/targets/additionalProperties/properties/cache_control/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters",schema:1,parentSchema:schema65.properties.publish.properties.targets.additionalProperties.properties.cache_control,data:data48};
if(vErrors === null){
vErrors = [err111];
}
else {
vErrors.push(err111);
}
errors++;
}
}
else {
const err112 = {instancePath:instancePath+"/publish/targets/" + key10.replace(/~/g, "~0").replace(/\//g, "~1")+"/cache_control",schemaPath:"#/properties/publish/properties/targets/additionalProperties/properties/cache_control/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema65.properties.publish.properties.targets.additionalProperties.properties.cache_control.type,parentSchema:schema65.properties.publish.properties.targets.additionalProperties.properties.cache_control,data:data48};
if(vErrors === null){
vErrors = [err112];
}
else {
vErrors.push(err112);
}
errors++;
}
}
if(data37.purge !== undefined){
let data49 = data37.purge;
if(data49 && typeof data49 == "object" && !Array.isArray(data49)){
if(Object.keys(data49).length > 1){
const err113 = {instancePath:instancePath+"/publish/targets/" + key10.replace(/~/g, "~0").replace(/\//g, "~1")+"/purge",schemaPath:"#/properties/publish/properties/targets/additionalProperties/properties/purge/maxProperties",keyword:"maxProperties",params:{limit: 1},message:"must NOT have more than 1 properties",schema:1,parentSchema:schema65.properties.publish.properties.targets.additionalProperties.properties.purge,data:data49};
if(vErrors === null){
vErrors = [err113];
}
else {
vErrors.push(err113);
}
errors++;
}
if(Object.keys(data49).length < 1){
const err114 = {instancePath:instancePath+"/publish/targets/" + key10.replace(/~/g, "~0").replace(/\//g, "~1")+"/purge",schemaPath:"#/properties/publish/properties/targets/additionalProperties/properties/purge/minProperties",keyword:"minProperties",params:{limit: 1},message:"must NOT have fewer than 1 properties",schema:1,parentSchema:schema65.properties.publish.properties.targets.additionalProperties.properties.purge,data:data49};
if(vErrors === null){
vErrors = [err114];
}
else {
vErrors.push(err114);
}
errors++;
}
for(const key12 in data49){
if(!((key12 === "cloudflare_zone") || (key12 === "cloudfront_distribution"))){
const err115 = {instancePath:instancePath+"/publish/targets/" + key10.replace(/~/g, "~0").replace(/\//g, "~1")+"/purge",schemaPath:"#/properties/publish/properties/targets/additionalProperties/properties/purge/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key12},message:"must NOT have additional properties",schema:false,parentSchema:schema65.properties.publish.properties.targets.additionalProperties.properties.purge,data:data49};
if(vErrors === null){
vErrors = [err115];
}
else {
vErrors.push(err115);
}
errors++;
}
}
if(data49.cloudflare_zone !== undefined){
let data50 = data49.cloudflare_zone;
if(typeof data50 === "string"){
if(!pattern49.test(data50)){
const err116 = {instancePath:instancePath+"/publish/targets/" + key10.replace(/~/g, "~0").replace(/\//g, "~1")+"/purge/cloudflare_zone",schemaPath:"#/properties/publish/properties/targets/additionalProperties/properties/purge/properties/cloudflare_zone/pattern",keyword:"pattern",params:{pattern: "^[0-9a-f]{32}$"},message:"must match pattern \""+"^[0-9a-f]{32}$"+"\"",schema:"^[0-9a-f]{32}$",parentSchema:schema65.properties.publish.properties.targets.additionalProperties.properties.purge.properties.cloudflare_zone,data:data50};
if(vErrors === null){
vErrors = [err116];
}
else {
vErrors.push(err116);
}
errors++;
}
}
else {
const err117 = {instancePath:instancePath+"/publish/targets/" + key10.replace(/~/g, "~0").replace(/\//g, "~1")+"/purge/cloudflare_zone",schemaPath:"#/properties/publish/properties/targets/additionalProperties/properties/purge/properties/cloudflare_zone/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema65.properties.publish.properties.targets.additionalProperties.properties.purge.properties.cloudflare_zone.type,parentSchema:schema65.properties.publish.properties.targets.additionalProperties.properties.purge.properties.cloudflare_zone,data:data50};
if(vErrors === null){
vErrors = [err117];
}
else {
vErrors.push(err117);
}
errors++;
}
}
if(data49.cloudfront_distribution !== undefined){
let data51 = data49.cloudfront_distribution;
if(typeof data51 === "string"){
if(!pattern50.test(data51)){
const err118 = {instancePath:instancePath+"/publish/targets/" + key10.replace(/~/g, "~0").replace(/\//g, "~1")+"/purge/cloudfront_distribution",schemaPath:"#/properties/publish/properties/targets/additionalProperties/properties/purge/properties/cloudfront_distribution/pattern",keyword:"pattern",params:{pattern: "^[A-Z0-9]+$"},message:"must match pattern \""+"^[A-Z0-9]+$"+"\"",schema:"^[A-Z0-9]+$",parentSchema:schema65.properties.publish.properties.targets.additionalProperties.properties.purge.properties.cloudfront_distribution,data:data51};
if(vErrors === null){
vErrors = [err118];
}
else {
vErrors.push(err118);
}
errors++;
}
}
else {
const err119 = {instancePath:instancePath+"/publish/targets/" + key10.replace(/~/g, "~0").replace(/\//g, "~1")+"/purge/cloudfront_distribution",schemaPath:"#/properties/publish/properties/targets/additionalProperties/properties/purge/properties/cloudfront_distribution/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema65.properties.publish.properties.targets.additionalProperties.properties.purge.properties.cloudfront_distribution.type,parentSchema:schema65.properties.publish.properties.targets.additionalProperties.properties.purge.properties.cloudfront_distribution,data:data51};
if(vErrors === null){
vErrors = [err119];
}
else {
vErrors.push(err119);
}
errors++;
}
}
}
else {
const err120 = {instancePath:instancePath+"/publish/targets/" + key10.replace(/~/g, "~0").replace(/\//g, "~1")+"/purge",schemaPath:"#/properties/publish/properties/targets/additionalProperties/properties/purge/type",keyword:"type",params:{type: "object"},message:"must be object",schema:schema65.properties.publish.properties.targets.additionalProperties.properties.purge.type,parentSchema:schema65.properties.publish.properties.targets.additionalProperties.properties.purge,data:data49};
if(vErrors === null){
vErrors = [err120];
}
else {
vErrors.push(err120);
}
errors++;
}
}
if(data37.path !== undefined){
let data52 = data37.path;
if(typeof data52 === "string"){
if(func2(data52) < 1){
const err121 = {instancePath:instancePath+"/publish/targets/" + key10.replace(/~/g, "~0").replace(/\//g, "~1")+"/path",schemaPath:"#/properties/publish/properties/targets/additionalProperties/properties/path/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters",schema:1,parentSchema:schema65.properties.publish.properties.targets.additionalProperties.properties.path,data:data52};
if(vErrors === null){
vErrors = [err121];
}
else {
vErrors.push(err121);
}
errors++;
}
}
else {
const err122 = {instancePath:instancePath+"/publish/targets/" + key10.replace(/~/g, "~0").replace(/\//g, "~1")+"/path",schemaPath:"#/properties/publish/properties/targets/additionalProperties/properties/path/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema65.properties.publish.properties.targets.additionalProperties.properties.path.type,parentSchema:schema65.properties.publish.properties.targets.additionalProperties.properties.path,data:data52};
if(vErrors === null){
vErrors = [err122];
}
else {
vErrors.push(err122);
}
errors++;
}
}
if(data37.project !== undefined){
let data53 = data37.project;
if(typeof data53 === "string"){
if(func2(data53) < 1){
const err123 = {instancePath:instancePath+"/publish/targets/" + key10.replace(/~/g, "~0").replace(/\//g, "~1")+"/project",schemaPath:"#/properties/publish/properties/targets/additionalProperties/properties/project/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters",schema:1,parentSchema:schema65.properties.publish.properties.targets.additionalProperties.properties.project,data:data53};
if(vErrors === null){
vErrors = [err123];
}
else {
vErrors.push(err123);
}
errors++;
}
}
else {
const err124 = {instancePath:instancePath+"/publish/targets/" + key10.replace(/~/g, "~0").replace(/\//g, "~1")+"/project",schemaPath:"#/properties/publish/properties/targets/additionalProperties/properties/project/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema65.properties.publish.properties.targets.additionalProperties.properties.project.type,parentSchema:schema65.properties.publish.properties.targets.additionalProperties.properties.project,data:data53};
if(vErrors === null){
vErrors = [err124];
}
else {
vErrors.push(err124);
}
errors++;
}
}
if(data37.branch !== undefined){
let data54 = data37.branch;
if(typeof data54 === "string"){
if(func2(data54) < 1){
const err125 = {instancePath:instancePath+"/publish/targets/" + key10.replace(/~/g, "~0").replace(/\//g, "~1")+"/branch",schemaPath:"#/properties/publish/properties/targets/additionalProperties/properties/branch/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters",schema:1,parentSchema:schema65.properties.publish.properties.targets.additionalProperties.properties.branch,data:data54};
if(vErrors === null){
vErrors = [err125];
}
else {
vErrors.push(err125);
}
errors++;
}
}
else {
const err126 = {instancePath:instancePath+"/publish/targets/" + key10.replace(/~/g, "~0").replace(/\//g, "~1")+"/branch",schemaPath:"#/properties/publish/properties/targets/additionalProperties/properties/branch/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema65.properties.publish.properties.targets.additionalProperties.properties.branch.type,parentSchema:schema65.properties.publish.properties.targets.additionalProperties.properties.branch,data:data54};
if(vErrors === null){
vErrors = [err126];
}
else {
vErrors.push(err126);
}
errors++;
}
}
if(data37.command !== undefined){
let data55 = data37.command;
if(Array.isArray(data55)){
if(data55.length < 1){
const err127 = {instancePath:instancePath+"/publish/targets/" + key10.replace(/~/g, "~0").replace(/\//g, "~1")+"/command",schemaPath:"#/properties/publish/properties/targets/additionalProperties/properties/command/minItems",keyword:"minItems",params:{limit: 1},message:"must NOT have fewer than 1 items",schema:1,parentSchema:schema65.properties.publish.properties.targets.additionalProperties.properties.command,data:data55};
if(vErrors === null){
vErrors = [err127];
}
else {
vErrors.push(err127);
}
errors++;
}
const len3 = data55.length;
for(let i5=0; i5<len3; i5++){
let data56 = data55[i5];
if(typeof data56 === "string"){
if(func2(data56) < 1){
const err128 = {instancePath:instancePath+"/publish/targets/" + key10.replace(/~/g, "~0").replace(/\//g, "~1")+"/command/" + i5,schemaPath:"#/properties/publish/properties/targets/additionalProperties/properties/command/items/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters",schema:1,parentSchema:schema65.properties.publish.properties.targets.additionalProperties.properties.command.items,data:data56};
if(vErrors === null){
vErrors = [err128];
}
else {
vErrors.push(err128);
}
errors++;
}
}
else {
const err129 = {instancePath:instancePath+"/publish/targets/" + key10.replace(/~/g, "~0").replace(/\//g, "~1")+"/command/" + i5,schemaPath:"#/properties/publish/properties/targets/additionalProperties/properties/command/items/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema65.properties.publish.properties.targets.additionalProperties.properties.command.items.type,parentSchema:schema65.properties.publish.properties.targets.additionalProperties.properties.command.items,data:data56};
if(vErrors === null){
vErrors = [err129];
}
else {
vErrors.push(err129);
}
errors++;
}
}
}
else {
const err130 = {instancePath:instancePath+"/publish/targets/" + key10.replace(/~/g, "~0").replace(/\//g, "~1")+"/command",schemaPath:"#/properties/publish/properties/targets/additionalProperties/properties/command/type",keyword:"type",params:{type: "array"},message:"must be array",schema:schema65.properties.publish.properties.targets.additionalProperties.properties.command.type,parentSchema:schema65.properties.publish.properties.targets.additionalProperties.properties.command,data:data55};
if(vErrors === null){
vErrors = [err130];
}
else {
vErrors.push(err130);
}
errors++;
}
}
if(data37.max_deletes !== undefined){
let data57 = data37.max_deletes;
if(!(((typeof data57 == "number") && (!(data57 % 1) && !isNaN(data57))) && (isFinite(data57)))){
const err131 = {instancePath:instancePath+"/publish/targets/" + key10.replace(/~/g, "~0").replace(/\//g, "~1")+"/max_deletes",schemaPath:"#/properties/publish/properties/targets/additionalProperties/properties/max_deletes/type",keyword:"type",params:{type: "integer"},message:"must be integer",schema:schema65.properties.publish.properties.targets.additionalProperties.properties.max_deletes.type,parentSchema:schema65.properties.publish.properties.targets.additionalProperties.properties.max_deletes,data:data57};
if(vErrors === null){
vErrors = [err131];
}
else {
vErrors.push(err131);
}
errors++;
}
if((typeof data57 == "number") && (isFinite(data57))){
if(data57 < 0 || isNaN(data57)){
const err132 = {instancePath:instancePath+"/publish/targets/" + key10.replace(/~/g, "~0").replace(/\//g, "~1")+"/max_deletes",schemaPath:"#/properties/publish/properties/targets/additionalProperties/properties/max_deletes/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0",schema:0,parentSchema:schema65.properties.publish.properties.targets.additionalProperties.properties.max_deletes,data:data57};
if(vErrors === null){
vErrors = [err132];
}
else {
vErrors.push(err132);
}
errors++;
}
}
}
}
else {
const err133 = {instancePath:instancePath+"/publish/targets/" + key10.replace(/~/g, "~0").replace(/\//g, "~1"),schemaPath:"#/properties/publish/properties/targets/additionalProperties/type",keyword:"type",params:{type: "object"},message:"must be object",schema:schema65.properties.publish.properties.targets.additionalProperties.type,parentSchema:schema65.properties.publish.properties.targets.additionalProperties,data:data37};
if(vErrors === null){
vErrors = [err133];
}
else {
vErrors.push(err133);
}
errors++;
}
}
}
else {
const err134 = {instancePath:instancePath+"/publish/targets",schemaPath:"#/properties/publish/properties/targets/type",keyword:"type",params:{type: "object"},message:"must be object",schema:schema65.properties.publish.properties.targets.type,parentSchema:schema65.properties.publish.properties.targets,data:data36};
if(vErrors === null){
vErrors = [err134];
}
else {
vErrors.push(err134);
}
errors++;
}
}
}
else {
const err135 = {instancePath:instancePath+"/publish",schemaPath:"#/properties/publish/type",keyword:"type",params:{type: "object"},message:"must be object",schema:schema65.properties.publish.type,parentSchema:schema65.properties.publish,data:data34};
if(vErrors === null){
vErrors = [err135];
}
else {
vErrors.push(err135);
}
errors++;
}
}
}
else {
const err136 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object",schema:schema65.type,parentSchema:schema65,data};
if(vErrors === null){
vErrors = [err136];
}
else {
vErrors.push(err136);
}
errors++;
}
validate41.errors = vErrors;
return errors === 0;
}
validate41.evaluated = {"props":true,"dynamicProps":false,"dynamicItems":false};

