module {
  func.func @layernorm_fwd_kernel(%args: !llvm.ptr, %pid0: i32, %pid1: i32, %pid2: i32, %nprog0: i32, %nprog1: i32, %nprog2: i32) {
    %buf44 = memref.alloca() {alignment = 64 : i64} : memref<1024xf32>
    %c0 = arith.constant 0 : index
    %c1 = arith.constant 1 : index
    %c1024 = arith.constant 1024 : index
    %buf56 = memref.alloca() {alignment = 64 : i64} : memref<1024xf32>
    %buf102 = memref.alloca() {alignment = 64 : i64} : memref<1024xf32>
    %buf106 = memref.alloca() {alignment = 64 : i64} : memref<1024xf32>
    %buf119 = memref.alloca() {alignment = 64 : i64} : memref<1024xf32>
    %buf126 = memref.alloca() {alignment = 64 : i64} : memref<1024xf32>
    %v1 = llvm.getelementptr %args[0] : (!llvm.ptr) -> !llvm.ptr, i64
    %v2 = llvm.load %v1 : !llvm.ptr -> !llvm.ptr
    %v3 = llvm.getelementptr %args[1] : (!llvm.ptr) -> !llvm.ptr, i64
    %v4 = llvm.load %v3 : !llvm.ptr -> !llvm.ptr
    %v5 = llvm.getelementptr %args[2] : (!llvm.ptr) -> !llvm.ptr, i64
    %v6 = llvm.load %v5 : !llvm.ptr -> !llvm.ptr
    %v7 = llvm.getelementptr %args[3] : (!llvm.ptr) -> !llvm.ptr, i64
    %v8 = llvm.load %v7 : !llvm.ptr -> !llvm.ptr
    %v9 = llvm.getelementptr %args[4] : (!llvm.ptr) -> !llvm.ptr, i64
    %v10 = llvm.load %v9 : !llvm.ptr -> !llvm.ptr
    %v11 = llvm.getelementptr %args[5] : (!llvm.ptr) -> !llvm.ptr, i64
    %v12 = llvm.load %v11 : !llvm.ptr -> !llvm.ptr
    %v13 = llvm.getelementptr %args[6] : (!llvm.ptr) -> !llvm.ptr, i64
    %v14 = llvm.load %v13 : !llvm.ptr -> i32
    %v15 = llvm.getelementptr %args[7] : (!llvm.ptr) -> !llvm.ptr, i64
    %v16 = llvm.load %v15 : !llvm.ptr -> i32
    %v17 = llvm.getelementptr %args[8] : (!llvm.ptr) -> !llvm.ptr, i64
    %v18 = llvm.load %v17 : !llvm.ptr -> f32
    %v19 = arith.muli %pid0, %v14 : i32
    %v20 = llvm.getelementptr %v2[%v19] : (!llvm.ptr, i32) -> !llvm.ptr, f16
    %v21 = arith.muli %pid0, %v14 : i32
    %v22 = llvm.getelementptr %v4[%v21] : (!llvm.ptr, i32) -> !llvm.ptr, f16
    %v23 = arith.constant 0x00000000 : f32
    %v24 = arith.constant 0 : i32
    %v25 = arith.constant 1024 : i32
    %v26 = arith.extsi %v24 : i32 to i64
    %v27 = arith.extsi %v16 : i32 to i64
    %v28 = arith.subi %v27, %v26 : i64
    %v29 = arith.constant 1024 : i64
    %v30 = arith.constant 0 : i64
    %v31 = arith.constant 1 : i64
    %v32 = arith.cmpi eq, %v29, %v30 : i64
    %v33 = arith.constant -1 : i64
    %v34 = arith.constant -9223372036854775808 : i64
    %v35 = arith.cmpi eq, %v29, %v33 : i64
    %v36 = arith.cmpi eq, %v28, %v34 : i64
    %v37 = arith.andi %v35, %v36 : i1
    %v38 = arith.ori %v32, %v37 : i1
    %v39 = arith.select %v38, %v31, %v29 : i64
    %v40 = arith.divsi %v28, %v39 : i64
    %v41 = arith.muli %v40, %v29 : i64
    %v42 = arith.addi %v26, %v41 : i64
    %v43 = arith.trunci %v42 : i64 to i32
    scf.for %v45 = %c0 to %c1024 step %c1 {
      memref.store %v23, %buf44[%v45] : memref<1024xf32>
    }
    scf.for %v46 = %v24 to %v43 step %v25 : i32 {
      scf.for %v48 = %c0 to %c1024 step %c1 {
        %v49 = memref.load %buf44[%v48] : memref<1024xf32>
        %v50 = arith.index_cast %v48 : index to i32
        %v51 = arith.addi %v46, %v50 : i32
        %v52 = llvm.getelementptr %v20[%v51] : (!llvm.ptr, i32) -> !llvm.ptr, f16
        %v53 = llvm.load %v52 : !llvm.ptr -> f16
        %v54 = arith.extf %v53 : f16 to f32
        %v55 = arith.addf %v49, %v54 fastmath<contract> : f32
        memref.store %v55, %buf44[%v48] : memref<1024xf32>
      }
    }
    scf.for %v57 = %c0 to %c1024 step %c1 {
      %v58 = memref.load %buf44[%v57] : memref<1024xf32>
      memref.store %v58, %buf56[%v57] : memref<1024xf32>
    }
    scf.for %v59 = %v43 to %v16 step %v25 : i32 {
      %v61 = arith.constant 0x0000 : f16
      scf.for %v62 = %c0 to %c1024 step %c1 {
        %v63 = memref.load %buf56[%v62] : memref<1024xf32>
        %v64 = arith.index_cast %v62 : index to i32
        %v65 = arith.addi %v59, %v64 : i32
        %v66 = llvm.getelementptr %v20[%v65] : (!llvm.ptr, i32) -> !llvm.ptr, f16
        %v67 = arith.cmpi slt, %v65, %v16 : i32
        %v68 = scf.if %v67 -> (f16) {
          %v69 = llvm.load %v66 : !llvm.ptr -> f16
          scf.yield %v69 : f16
        } else {
          scf.yield %v61 : f16
        }
        %v70 = arith.extf %v68 : f16 to f32
        %v71 = arith.addf %v63, %v70 fastmath<contract> : f32
        memref.store %v71, %buf56[%v62] : memref<1024xf32>
      }
    }
    %v72 = arith.constant 0.0 : f32
    %v73 = scf.for %v74 = %c0 to %c1024 step %c1 iter_args(%v75 = %v72) -> (f32) {
      %v77 = memref.load %buf56[%v74] : memref<1024xf32>
      %v78 = arith.addf %v75, %v77 fastmath<reassoc> : f32
      scf.yield %v78 : f32
    }
    %v79 = arith.sitofp %v16 : i32 to f32
    %v80 = arith.divf %v73, %v79 : f32
    %v81 = arith.constant 0x00000000 : f32
    %v82 = arith.constant 0 : i32
    %v83 = arith.constant 1024 : i32
    %v84 = arith.extsi %v82 : i32 to i64
    %v85 = arith.extsi %v16 : i32 to i64
    %v86 = arith.subi %v85, %v84 : i64
    %v87 = arith.constant 1024 : i64
    %v88 = arith.constant 0 : i64
    %v89 = arith.constant 1 : i64
    %v90 = arith.cmpi eq, %v87, %v88 : i64
    %v91 = arith.constant -1 : i64
    %v92 = arith.constant -9223372036854775808 : i64
    %v93 = arith.cmpi eq, %v87, %v91 : i64
    %v94 = arith.cmpi eq, %v86, %v92 : i64
    %v95 = arith.andi %v93, %v94 : i1
    %v96 = arith.ori %v90, %v95 : i1
    %v97 = arith.select %v96, %v89, %v87 : i64
    %v98 = arith.divsi %v86, %v97 : i64
    %v99 = arith.muli %v98, %v87 : i64
    %v100 = arith.addi %v84, %v99 : i64
    %v101 = arith.trunci %v100 : i64 to i32
    scf.for %v103 = %c0 to %c1024 step %c1 {
      memref.store %v81, %buf102[%v103] : memref<1024xf32>
    }
    scf.for %v104 = %v82 to %v101 step %v83 : i32 {
      scf.for %v107 = %c0 to %c1024 step %c1 {
        %v108 = arith.index_cast %v107 : index to i32
        %v109 = arith.addi %v104, %v108 : i32
        %v110 = llvm.getelementptr %v20[%v109] : (!llvm.ptr, i32) -> !llvm.ptr, f16
        %v111 = llvm.load %v110 : !llvm.ptr -> f16
        %v112 = arith.extf %v111 : f16 to f32
        %v113 = arith.subf %v112, %v80 fastmath<contract> : f32
        memref.store %v113, %buf106[%v107] : memref<1024xf32>
      }
      scf.for %v114 = %c0 to %c1024 step %c1 {
        %v115 = memref.load %buf102[%v114] : memref<1024xf32>
        %v116 = memref.load %buf106[%v114] : memref<1024xf32>
        %v117 = arith.mulf %v116, %v116 fastmath<contract> : f32
        %v118 = arith.addf %v115, %v117 fastmath<contract> : f32
        memref.store %v118, %buf102[%v114] : memref<1024xf32>
      }
    }
    scf.for %v120 = %c0 to %c1024 step %c1 {
      %v121 = memref.load %buf102[%v120] : memref<1024xf32>
      memref.store %v121, %buf119[%v120] : memref<1024xf32>
    }
    scf.for %v122 = %v101 to %v16 step %v83 : i32 {
      %v124 = arith.constant 0x0000 : f16
      %v125 = arith.constant 0x00000000 : f32
      scf.for %v127 = %c0 to %c1024 step %c1 {
        %v128 = arith.index_cast %v127 : index to i32
        %v129 = arith.addi %v122, %v128 : i32
        %v130 = arith.cmpi slt, %v129, %v16 : i32
        %v131 = llvm.getelementptr %v20[%v129] : (!llvm.ptr, i32) -> !llvm.ptr, f16
        %v132 = arith.cmpi slt, %v129, %v16 : i32
        %v133 = scf.if %v132 -> (f16) {
          %v134 = llvm.load %v131 : !llvm.ptr -> f16
          scf.yield %v134 : f16
        } else {
          scf.yield %v124 : f16
        }
        %v135 = arith.extf %v133 : f16 to f32
        %v136 = arith.subf %v135, %v80 fastmath<contract> : f32
        %v137 = arith.select %v130, %v136, %v125 : f32
        memref.store %v137, %buf126[%v127] : memref<1024xf32>
      }
      scf.for %v138 = %c0 to %c1024 step %c1 {
        %v139 = memref.load %buf119[%v138] : memref<1024xf32>
        %v140 = memref.load %buf126[%v138] : memref<1024xf32>
        %v141 = arith.mulf %v140, %v140 fastmath<contract> : f32
        %v142 = arith.addf %v139, %v141 fastmath<contract> : f32
        memref.store %v142, %buf119[%v138] : memref<1024xf32>
      }
    }
    %v143 = arith.constant 0.0 : f32
    %v144 = scf.for %v145 = %c0 to %c1024 step %c1 iter_args(%v146 = %v143) -> (f32) {
      %v148 = memref.load %buf119[%v145] : memref<1024xf32>
      %v149 = arith.addf %v146, %v148 fastmath<reassoc> : f32
      scf.yield %v149 : f32
    }
    %v150 = arith.sitofp %v16 : i32 to f32
    %v151 = arith.divf %v144, %v150 : f32
    %v152 = arith.addf %v151, %v18 fastmath<contract> : f32
    %v153 = math.sqrt %v152 : f32
    %v154 = arith.constant 0x3F800000 : f32
    %v155 = arith.divf %v154, %v153 : f32
    %v156 = llvm.getelementptr %v10[%pid0] : (!llvm.ptr, i32) -> !llvm.ptr, f32
    llvm.store %v80, %v156 : f32, !llvm.ptr
    %v157 = llvm.getelementptr %v12[%pid0] : (!llvm.ptr, i32) -> !llvm.ptr, f32
    llvm.store %v155, %v157 : f32, !llvm.ptr
    %v158 = arith.constant 0 : i32
    %v159 = arith.constant 1024 : i32
    %v160 = arith.extsi %v158 : i32 to i64
    %v161 = arith.extsi %v16 : i32 to i64
    %v162 = arith.subi %v161, %v160 : i64
    %v163 = arith.constant 1024 : i64
    %v164 = arith.constant 0 : i64
    %v165 = arith.constant 1 : i64
    %v166 = arith.cmpi eq, %v163, %v164 : i64
    %v167 = arith.constant -1 : i64
    %v168 = arith.constant -9223372036854775808 : i64
    %v169 = arith.cmpi eq, %v163, %v167 : i64
    %v170 = arith.cmpi eq, %v162, %v168 : i64
    %v171 = arith.andi %v169, %v170 : i1
    %v172 = arith.ori %v166, %v171 : i1
    %v173 = arith.select %v172, %v165, %v163 : i64
    %v174 = arith.divsi %v162, %v173 : i64
    %v175 = arith.muli %v174, %v163 : i64
    %v176 = arith.addi %v160, %v175 : i64
    %v177 = arith.trunci %v176 : i64 to i32
    scf.for %v178 = %v158 to %v177 step %v159 : i32 {
      scf.for %v180 = %c0 to %c1024 step %c1 {
        %v181 = arith.index_cast %v180 : index to i32
        %v182 = arith.addi %v178, %v181 : i32
        %v183 = llvm.getelementptr %v22[%v182] : (!llvm.ptr, i32) -> !llvm.ptr, f16
        %v184 = llvm.getelementptr %v20[%v182] : (!llvm.ptr, i32) -> !llvm.ptr, f16
        %v185 = llvm.load %v184 : !llvm.ptr -> f16
        %v186 = arith.extf %v185 : f16 to f32
        %v187 = arith.subf %v186, %v80 fastmath<contract> : f32
        %v188 = arith.mulf %v187, %v155 fastmath<contract> : f32
        %v189 = llvm.getelementptr %v6[%v182] : (!llvm.ptr, i32) -> !llvm.ptr, f16
        %v190 = llvm.load %v189 : !llvm.ptr -> f16
        %v191 = arith.extf %v190 : f16 to f32
        %v192 = arith.mulf %v188, %v191 fastmath<contract> : f32
        %v193 = llvm.getelementptr %v8[%v182] : (!llvm.ptr, i32) -> !llvm.ptr, f16
        %v194 = llvm.load %v193 : !llvm.ptr -> f16
        %v195 = arith.extf %v194 : f16 to f32
        %v196 = arith.addf %v192, %v195 fastmath<contract> : f32
        %v197 = arith.truncf %v196 : f32 to f16
        llvm.store %v197, %v183 : f16, !llvm.ptr
      }
    }
    scf.for %v198 = %v177 to %v16 step %v159 : i32 {
      %v200 = arith.constant 0x0000 : f16
      %v201 = arith.constant 0x0000 : f16
      %v202 = arith.constant 0x0000 : f16
      scf.for %v203 = %c0 to %c1024 step %c1 {
        %v204 = arith.index_cast %v203 : index to i32
        %v205 = arith.addi %v198, %v204 : i32
        %v206 = llvm.getelementptr %v22[%v205] : (!llvm.ptr, i32) -> !llvm.ptr, f16
        %v207 = llvm.getelementptr %v20[%v205] : (!llvm.ptr, i32) -> !llvm.ptr, f16
        %v208 = arith.cmpi slt, %v205, %v16 : i32
        %v209 = scf.if %v208 -> (f16) {
          %v210 = llvm.load %v207 : !llvm.ptr -> f16
          scf.yield %v210 : f16
        } else {
          scf.yield %v202 : f16
        }
        %v211 = arith.extf %v209 : f16 to f32
        %v212 = arith.subf %v211, %v80 fastmath<contract> : f32
        %v213 = arith.mulf %v212, %v155 fastmath<contract> : f32
        %v214 = llvm.getelementptr %v6[%v205] : (!llvm.ptr, i32) -> !llvm.ptr, f16
        %v215 = scf.if %v208 -> (f16) {
          %v216 = llvm.load %v214 : !llvm.ptr -> f16
          scf.yield %v216 : f16
        } else {
          scf.yield %v200 : f16
        }
        %v217 = arith.extf %v215 : f16 to f32
        %v218 = arith.mulf %v213, %v217 fastmath<contract> : f32
        %v219 = llvm.getelementptr %v8[%v205] : (!llvm.ptr, i32) -> !llvm.ptr, f16
        %v220 = scf.if %v208 -> (f16) {
          %v221 = llvm.load %v219 : !llvm.ptr -> f16
          scf.yield %v221 : f16
        } else {
          scf.yield %v201 : f16
        }
        %v222 = arith.extf %v220 : f16 to f32
        %v223 = arith.addf %v218, %v222 fastmath<contract> : f32
        %v224 = arith.truncf %v223 : f32 to f16
        scf.if %v208 {
          llvm.store %v224, %v206 : f16, !llvm.ptr
        }
      }
    }
    func.return
  }
}
