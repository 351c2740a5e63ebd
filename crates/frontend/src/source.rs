//! The message Python sends: the kernel's AST, the @jit functions it calls, globals and signature.

use serde::Deserialize;
use std::collections::{BTreeMap, HashMap};

#[derive(Deserialize, Debug, Clone)]
pub struct KernelSource {
    pub kernel: String,
    pub functions: HashMap<String, FunctionSource>,
    pub signature: Vec<ParamSpec>,
    /// Results of the `constexpr_function` calls the host evaluated, by `ConstexprCall::memo_key`.
    #[serde(default)]
    pub constexpr_calls: BTreeMap<String, serde_json::Value>,
}

#[derive(Deserialize, Debug, Clone)]
pub struct FunctionSource {
    pub name: String,
    pub file: String,
    pub ast: serde_json::Value,
    #[serde(default)]
    pub globals: HashMap<String, serde_json::Value>,
    /// `triton.must_use_result`: `true`, or the words added to the error when a call's result is
    /// dropped.
    #[serde(default)]
    pub must_use_result: serde_json::Value,
}

#[derive(Deserialize, Debug, Clone)]
pub struct ParamSpec {
    pub name: String,
    pub kind: String,
    #[serde(default)]
    pub dtype: Option<String>,
    #[serde(default)]
    pub align16: bool,
    #[serde(default)]
    pub div16: bool,
    #[serde(default)]
    pub one: bool,
    #[serde(default)]
    pub value: serde_json::Value,
    #[serde(default, rename = "type")]
    pub value_type: Option<String>,
}

impl ParamSpec {
    /// Parameters that occupy a launch-argument slot (a tuple: when one of its items does).
    pub fn is_runtime(&self) -> bool {
        match self.kind.as_str() {
            "constexpr" | "none" => false,
            "tuple" => self.items().iter().any(ParamSpec::is_runtime),
            _ => true,
        }
    }

    /// The items of a tuple argument (`value` holds their specs, named `<tuple>.<index>`).
    pub fn items(&self) -> Vec<ParamSpec> {
        if self.kind != "tuple" {
            return vec![];
        }
        serde_json::from_value(self.value.clone()).unwrap_or_default()
    }

    /// The launch slots this parameter takes, in order: itself, or a tuple's items depth first.
    pub fn runtime_leaves(&self) -> Vec<ParamSpec> {
        match self.kind.as_str() {
            "tuple" => self.items().iter().flat_map(ParamSpec::runtime_leaves).collect(),
            _ if self.is_runtime() => vec![self.clone()],
            _ => vec![],
        }
    }
}
