var VERSION="0.1.0",SCHEMA_URL=`https://unpkg.com/critic-gate@${VERSION}/schema/critic-gate.schema.json`;export{VERSION,SCHEMA_URL};
