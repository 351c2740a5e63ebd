; ModuleID = 'LLVMDialectModule'
source_filename = "LLVMDialectModule"
target datalayout = "e-p:64:64:64:64-p1:64:64:64:64-p2:64:64:64:64-p3:32:32-p4:32:32-p5:64:64-i64:64-v16:16-v24:32-v32:32-v48:64-v96:128"

@global_smem = external local_unnamed_addr addrspace(3) global [0 x i8], align 16

; Function Attrs: nofree nosync nounwind readnone
declare i32 @llvm.musa.read.ptx.sreg.ctaid.x() #0

; Function Attrs: nofree nosync nounwind readnone
declare i32 @llvm.musa.read.ptx.sreg.ctaid.y() #0

; Function Attrs: nofree nosync nounwind readnone
declare i32 @llvm.musa.read.ptx.sreg.tid.x() #0

; Function Attrs: convergent nounwind
declare void @llvm.musa.syncthreads.lm() #1

; Function Attrs: nounwind
define cc 102 void @matmul_kernel(ptr addrspace(1) nocapture readonly %0, ptr addrspace(1) nocapture readonly %1, ptr addrspace(1) nocapture writeonly %2, i32 %3, i32 %4, i32 %5, i32 %6, i32 %7, i32 %8, i32 %9, i32 %10, i32 %11) local_unnamed_addr #2 {
  %13 = tail call i32 @llvm.musa.read.ptx.sreg.tid.x()
  %14 = sext i32 %13 to i64
  %15 = tail call i32 @llvm.musa.read.ptx.sreg.ctaid.x()
  %16 = tail call i32 @llvm.musa.read.ptx.sreg.ctaid.y()
  %17 = shl i32 %15, 6
  %18 = shl i32 %16, 6
  %19 = icmp sgt i32 %5, 0
  %20 = shl nsw i64 %14, 2
  %21 = and i64 %20, 28
  %22 = lshr i64 %20, 5
  %23 = trunc i64 %22 to i32
  %24 = add i32 %17, %23
  %25 = mul i32 %24, %6
  %26 = sext i32 %25 to i64
  %27 = getelementptr float, ptr addrspace(1) %0, i64 %26
  %28 = trunc i64 %21 to i32
  %29 = icmp slt i32 %24, %3
  %30 = icmp slt i32 %28, %5
  %31 = and i1 %30, %29
  %32 = and i1 %19, %31
  br i1 %32, label %33, label %36

33: ; preds = %12
  %34 = getelementptr float, ptr addrspace(1) %27, i64 %21
  %35 = load <4 x float>, ptr addrspace(1) %34, align 16
  br label %36

36: ; preds = %33, %12
  %37 = phi <4 x float> [ %35, %33 ], [ zeroinitializer, %12 ]
  %38 = add nuw nsw i64 %22, 16
  %39 = trunc i64 %38 to i32
  %40 = add i32 %17, %39
  %41 = mul i32 %40, %6
  %42 = sext i32 %41 to i64
  %43 = getelementptr float, ptr addrspace(1) %0, i64 %42
  %44 = icmp slt i32 %40, %3
  %45 = and i1 %30, %44
  %46 = and i1 %19, %45
  br i1 %46, label %47, label %50

47: ; preds = %36
  %48 = getelementptr float, ptr addrspace(1) %43, i64 %21
  %49 = load <4 x float>, ptr addrspace(1) %48, align 16
  br label %50

50: ; preds = %47, %36
  %51 = phi <4 x float> [ %49, %47 ], [ zeroinitializer, %36 ]
  %52 = add nuw nsw i64 %22, 32
  %53 = trunc i64 %52 to i32
  %54 = add i32 %17, %53
  %55 = mul i32 %54, %6
  %56 = sext i32 %55 to i64
  %57 = getelementptr float, ptr addrspace(1) %0, i64 %56
  %58 = icmp slt i32 %54, %3
  %59 = and i1 %30, %58
  %60 = and i1 %19, %59
  br i1 %60, label %61, label %64

61: ; preds = %50
  %62 = getelementptr float, ptr addrspace(1) %57, i64 %21
  %63 = load <4 x float>, ptr addrspace(1) %62, align 16
  br label %64

64: ; preds = %61, %50
  %65 = phi <4 x float> [ %63, %61 ], [ zeroinitializer, %50 ]
  %66 = add nuw nsw i64 %22, 48
  %67 = trunc i64 %66 to i32
  %68 = add i32 %17, %67
  %69 = mul i32 %68, %6
  %70 = sext i32 %69 to i64
  %71 = getelementptr float, ptr addrspace(1) %0, i64 %70
  %72 = icmp slt i32 %68, %3
  %73 = and i1 %30, %72
  %74 = and i1 %19, %73
  br i1 %74, label %75, label %78

75: ; preds = %64
  %76 = getelementptr float, ptr addrspace(1) %71, i64 %21
  %77 = load <4 x float>, ptr addrspace(1) %76, align 16
  br label %78

78: ; preds = %75, %64
  %79 = phi <4 x float> [ %77, %75 ], [ zeroinitializer, %64 ]
  %80 = and i64 %20, 60
  %81 = lshr i64 %20, 6
  %82 = trunc i64 %81 to i32
  %83 = trunc i64 %80 to i32
  %84 = or i32 %18, %83
  %85 = icmp slt i32 %82, %5
  %86 = icmp slt i32 %84, %4
  %87 = and i1 %85, %86
  %88 = and i1 %19, %87
  br i1 %88, label %89, label %96

89: ; preds = %78
  %90 = mul i32 %82, %8
  %91 = sext i32 %90 to i64
  %92 = getelementptr float, ptr addrspace(1) %1, i64 %91
  %93 = sext i32 %84 to i64
  %94 = getelementptr float, ptr addrspace(1) %92, i64 %93
  %95 = load <4 x float>, ptr addrspace(1) %94, align 16
  br label %96

96: ; preds = %89, %78
  %97 = phi <4 x float> [ %95, %89 ], [ zeroinitializer, %78 ]
  %98 = add nuw nsw i64 %81, 8
  %99 = trunc i64 %98 to i32
  %100 = icmp slt i32 %99, %5
  %101 = and i1 %100, %86
  %102 = and i1 %19, %101
  br i1 %102, label %103, label %110

103: ; preds = %96
  %104 = mul i32 %99, %8
  %105 = sext i32 %104 to i64
  %106 = getelementptr float, ptr addrspace(1) %1, i64 %105
  %107 = sext i32 %84 to i64
  %108 = getelementptr float, ptr addrspace(1) %106, i64 %107
  %109 = load <4 x float>, ptr addrspace(1) %108, align 16
  br label %110

110: ; preds = %103, %96
  %111 = phi <4 x float> [ %109, %103 ], [ zeroinitializer, %96 ]
  %112 = add nuw nsw i64 %81, 16
  %113 = trunc i64 %112 to i32
  %114 = icmp slt i32 %113, %5
  %115 = and i1 %114, %86
  %116 = and i1 %19, %115
  br i1 %116, label %117, label %124

117: ; preds = %110
  %118 = mul i32 %113, %8
  %119 = sext i32 %118 to i64
  %120 = getelementptr float, ptr addrspace(1) %1, i64 %119
  %121 = sext i32 %84 to i64
  %122 = getelementptr float, ptr addrspace(1) %120, i64 %121
  %123 = load <4 x float>, ptr addrspace(1) %122, align 16
  br label %124

124: ; preds = %117, %110
  %125 = phi <4 x float> [ %123, %117 ], [ zeroinitializer, %110 ]
  %126 = add nuw nsw i64 %81, 24
  %127 = trunc i64 %126 to i32
  %128 = icmp slt i32 %127, %5
  %129 = and i1 %128, %86
  %130 = and i1 %19, %129
  br i1 %130, label %131, label %138

131: ; preds = %124
  %132 = mul i32 %127, %8
  %133 = sext i32 %132 to i64
  %134 = getelementptr float, ptr addrspace(1) %1, i64 %133
  %135 = sext i32 %84 to i64
  %136 = getelementptr float, ptr addrspace(1) %134, i64 %135
  %137 = load <4 x float>, ptr addrspace(1) %136, align 16
  br label %138

138: ; preds = %131, %124
  %139 = phi <4 x float> [ %137, %131 ], [ zeroinitializer, %124 ]
  %140 = or i64 %80, 1
  %141 = or i64 %80, 2
  %142 = or i64 %80, 3
  %143 = and i64 %20, -64
  %144 = trunc i64 %20 to i32
  %145 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 32768), i32 %144
  %146 = or i64 %140, %143
  %147 = trunc i64 %146 to i32
  %148 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 32768), i32 %147
  %149 = or i64 %141, %143
  %150 = trunc i64 %149 to i32
  %151 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 32768), i32 %150
  %152 = or i64 %142, %143
  %153 = trunc i64 %152 to i32
  %154 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 32768), i32 %153
  %155 = shl i64 %98, 6
  %156 = or i64 %155, %80
  %157 = trunc i64 %156 to i32
  %158 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 32768), i32 %157
  %159 = or i64 %155, %140
  %160 = trunc i64 %159 to i32
  %161 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 32768), i32 %160
  %162 = or i64 %155, %141
  %163 = trunc i64 %162 to i32
  %164 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 32768), i32 %163
  %165 = or i64 %155, %142
  %166 = trunc i64 %165 to i32
  %167 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 32768), i32 %166
  %168 = shl i64 %112, 6
  %169 = or i64 %168, %80
  %170 = trunc i64 %169 to i32
  %171 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 32768), i32 %170
  %172 = or i64 %168, %140
  %173 = trunc i64 %172 to i32
  %174 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 32768), i32 %173
  %175 = or i64 %168, %141
  %176 = trunc i64 %175 to i32
  %177 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 32768), i32 %176
  %178 = or i64 %168, %142
  %179 = trunc i64 %178 to i32
  %180 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 32768), i32 %179
  %181 = shl i64 %126, 6
  %182 = or i64 %181, %80
  %183 = trunc i64 %182 to i32
  %184 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 32768), i32 %183
  %185 = or i64 %181, %140
  %186 = trunc i64 %185 to i32
  %187 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 32768), i32 %186
  %188 = or i64 %181, %141
  %189 = trunc i64 %188 to i32
  %190 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 32768), i32 %189
  %191 = or i64 %181, %142
  %192 = trunc i64 %191 to i32
  %193 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 32768), i32 %192
  %194 = add nuw nsw i64 %81, 32
  %195 = shl i64 %194, 6
  %196 = or i64 %195, %80
  %197 = trunc i64 %196 to i32
  %198 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 32768), i32 %197
  %199 = or i64 %195, %140
  %200 = trunc i64 %199 to i32
  %201 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 32768), i32 %200
  %202 = or i64 %195, %141
  %203 = trunc i64 %202 to i32
  %204 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 32768), i32 %203
  %205 = or i64 %195, %142
  %206 = trunc i64 %205 to i32
  %207 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 32768), i32 %206
  %208 = add nuw nsw i64 %81, 40
  %209 = shl i64 %208, 6
  %210 = or i64 %209, %80
  %211 = trunc i64 %210 to i32
  %212 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 32768), i32 %211
  %213 = or i64 %209, %140
  %214 = trunc i64 %213 to i32
  %215 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 32768), i32 %214
  %216 = or i64 %209, %141
  %217 = trunc i64 %216 to i32
  %218 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 32768), i32 %217
  %219 = or i64 %209, %142
  %220 = trunc i64 %219 to i32
  %221 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 32768), i32 %220
  %222 = add nuw nsw i64 %81, 48
  %223 = shl i64 %222, 6
  %224 = or i64 %223, %80
  %225 = trunc i64 %224 to i32
  %226 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 32768), i32 %225
  %227 = or i64 %223, %140
  %228 = trunc i64 %227 to i32
  %229 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 32768), i32 %228
  %230 = or i64 %223, %141
  %231 = trunc i64 %230 to i32
  %232 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 32768), i32 %231
  %233 = or i64 %223, %142
  %234 = trunc i64 %233 to i32
  %235 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 32768), i32 %234
  %236 = add nuw nsw i64 %81, 56
  %237 = shl i64 %236, 6
  %238 = or i64 %237, %80
  %239 = trunc i64 %238 to i32
  %240 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 32768), i32 %239
  %241 = or i64 %237, %140
  %242 = trunc i64 %241 to i32
  %243 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 32768), i32 %242
  %244 = or i64 %237, %141
  %245 = trunc i64 %244 to i32
  %246 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 32768), i32 %245
  %247 = or i64 %237, %142
  %248 = trunc i64 %247 to i32
  %249 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 32768), i32 %248
  %250 = or i64 %21, 1
  %251 = or i64 %21, 2
  %252 = or i64 %21, 3
  %253 = and i64 %20, -32
  %254 = getelementptr float, ptr addrspace(3) @global_smem, i32 %144
  %255 = or i64 %250, %253
  %256 = trunc i64 %255 to i32
  %257 = getelementptr float, ptr addrspace(3) @global_smem, i32 %256
  %258 = or i64 %251, %253
  %259 = trunc i64 %258 to i32
  %260 = getelementptr float, ptr addrspace(3) @global_smem, i32 %259
  %261 = or i64 %252, %253
  %262 = trunc i64 %261 to i32
  %263 = getelementptr float, ptr addrspace(3) @global_smem, i32 %262
  %264 = shl i64 %38, 5
  %265 = or i64 %264, %21
  %266 = trunc i64 %265 to i32
  %267 = getelementptr float, ptr addrspace(3) @global_smem, i32 %266
  %268 = or i64 %264, %250
  %269 = trunc i64 %268 to i32
  %270 = getelementptr float, ptr addrspace(3) @global_smem, i32 %269
  %271 = or i64 %264, %251
  %272 = trunc i64 %271 to i32
  %273 = getelementptr float, ptr addrspace(3) @global_smem, i32 %272
  %274 = or i64 %264, %252
  %275 = trunc i64 %274 to i32
  %276 = getelementptr float, ptr addrspace(3) @global_smem, i32 %275
  %277 = shl i64 %52, 5
  %278 = or i64 %277, %21
  %279 = trunc i64 %278 to i32
  %280 = getelementptr float, ptr addrspace(3) @global_smem, i32 %279
  %281 = or i64 %277, %250
  %282 = trunc i64 %281 to i32
  %283 = getelementptr float, ptr addrspace(3) @global_smem, i32 %282
  %284 = or i64 %277, %251
  %285 = trunc i64 %284 to i32
  %286 = getelementptr float, ptr addrspace(3) @global_smem, i32 %285
  %287 = or i64 %277, %252
  %288 = trunc i64 %287 to i32
  %289 = getelementptr float, ptr addrspace(3) @global_smem, i32 %288
  %290 = shl i64 %66, 5
  %291 = or i64 %290, %21
  %292 = trunc i64 %291 to i32
  %293 = getelementptr float, ptr addrspace(3) @global_smem, i32 %292
  %294 = or i64 %290, %250
  %295 = trunc i64 %294 to i32
  %296 = getelementptr float, ptr addrspace(3) @global_smem, i32 %295
  %297 = or i64 %290, %251
  %298 = trunc i64 %297 to i32
  %299 = getelementptr float, ptr addrspace(3) @global_smem, i32 %298
  %300 = or i64 %290, %252
  %301 = trunc i64 %300 to i32
  %302 = getelementptr float, ptr addrspace(3) @global_smem, i32 %301
  %303 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 8192), i32 %144
  %304 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 8192), i32 %147
  %305 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 8192), i32 %150
  %306 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 8192), i32 %153
  %307 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 8192), i32 %157
  %308 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 8192), i32 %160
  %309 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 8192), i32 %163
  %310 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 8192), i32 %166
  %311 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 8192), i32 %170
  %312 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 8192), i32 %173
  %313 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 8192), i32 %176
  %314 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 8192), i32 %179
  %315 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 8192), i32 %183
  %316 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 8192), i32 %186
  %317 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 8192), i32 %189
  %318 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 8192), i32 %192
  %319 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 16384), i32 %144
  %320 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 16384), i32 %147
  %321 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 16384), i32 %150
  %322 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 16384), i32 %153
  %323 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 16384), i32 %157
  %324 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 16384), i32 %170
  %325 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 16384), i32 %183
  %326 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 16384), i32 %197
  %327 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 16384), i32 %211
  %328 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 16384), i32 %225
  %329 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 16384), i32 %239
  br i1 %19, label %.lr.ph, label %._crit_edge

.lr.ph: ; preds = %138
  %330 = extractelement <4 x float> %139, i64 3
  %331 = extractelement <4 x float> %139, i64 2
  %332 = extractelement <4 x float> %139, i64 1
  %333 = extractelement <4 x float> %139, i64 0
  %334 = sext i32 %84 to i64
  %invariant.gep = getelementptr float, ptr addrspace(1) %1, i64 %334
  %335 = and i64 %14, 63
  br label %336

336: ; preds = %.lr.ph, %515
  %337 = phi float [ %330, %.lr.ph ], [ %517, %515 ]
  %338 = phi float [ %331, %.lr.ph ], [ %458, %515 ]
  %339 = phi float [ %332, %.lr.ph ], [ %516, %515 ]
  %340 = phi float [ %333, %.lr.ph ], [ %457, %515 ]
  %341 = phi float [ 0.000000e+00, %.lr.ph ], [ %532, %515 ]
  %342 = phi float [ 0.000000e+00, %.lr.ph ], [ %531, %515 ]
  %343 = phi float [ 0.000000e+00, %.lr.ph ], [ %530, %515 ]
  %344 = phi float [ 0.000000e+00, %.lr.ph ], [ %529, %515 ]
  %345 = phi float [ 0.000000e+00, %.lr.ph ], [ %536, %515 ]
  %346 = phi float [ 0.000000e+00, %.lr.ph ], [ %535, %515 ]
  %347 = phi float [ 0.000000e+00, %.lr.ph ], [ %534, %515 ]
  %348 = phi float [ 0.000000e+00, %.lr.ph ], [ %533, %515 ]
  %349 = phi float [ 0.000000e+00, %.lr.ph ], [ %540, %515 ]
  %350 = phi float [ 0.000000e+00, %.lr.ph ], [ %539, %515 ]
  %351 = phi float [ 0.000000e+00, %.lr.ph ], [ %538, %515 ]
  %352 = phi float [ 0.000000e+00, %.lr.ph ], [ %537, %515 ]
  %353 = phi float [ 0.000000e+00, %.lr.ph ], [ %544, %515 ]
  %354 = phi float [ 0.000000e+00, %.lr.ph ], [ %543, %515 ]
  %355 = phi float [ 0.000000e+00, %.lr.ph ], [ %542, %515 ]
  %356 = phi float [ 0.000000e+00, %.lr.ph ], [ %541, %515 ]
  %357 = phi float [ 0.000000e+00, %.lr.ph ], [ %548, %515 ]
  %358 = phi float [ 0.000000e+00, %.lr.ph ], [ %547, %515 ]
  %359 = phi float [ 0.000000e+00, %.lr.ph ], [ %546, %515 ]
  %360 = phi float [ 0.000000e+00, %.lr.ph ], [ %545, %515 ]
  %361 = phi float [ 0.000000e+00, %.lr.ph ], [ %552, %515 ]
  %362 = phi float [ 0.000000e+00, %.lr.ph ], [ %551, %515 ]
  %363 = phi float [ 0.000000e+00, %.lr.ph ], [ %550, %515 ]
  %364 = phi float [ 0.000000e+00, %.lr.ph ], [ %549, %515 ]
  %365 = phi float [ 0.000000e+00, %.lr.ph ], [ %556, %515 ]
  %366 = phi float [ 0.000000e+00, %.lr.ph ], [ %555, %515 ]
  %367 = phi float [ 0.000000e+00, %.lr.ph ], [ %554, %515 ]
  %368 = phi float [ 0.000000e+00, %.lr.ph ], [ %553, %515 ]
  %369 = phi float [ 0.000000e+00, %.lr.ph ], [ %521, %515 ]
  %370 = phi float [ 0.000000e+00, %.lr.ph ], [ %520, %515 ]
  %371 = phi float [ 0.000000e+00, %.lr.ph ], [ %519, %515 ]
  %372 = phi float [ 0.000000e+00, %.lr.ph ], [ %518, %515 ]
  %373 = phi i32 [ 0, %.lr.ph ], [ %381, %515 ]
  %374 = phi <4 x float> [ %37, %.lr.ph ], [ %392, %515 ]
  %375 = phi <4 x float> [ %51, %.lr.ph ], [ %400, %515 ]
  %376 = phi <4 x float> [ %65, %.lr.ph ], [ %408, %515 ]
  %377 = phi <4 x float> [ %79, %.lr.ph ], [ %416, %515 ]
  %378 = phi <4 x float> [ %97, %.lr.ph ], [ %426, %515 ]
  %379 = phi <4 x float> [ %111, %.lr.ph ], [ %436, %515 ]
  %380 = phi <4 x float> [ %125, %.lr.ph ], [ %446, %515 ]
  tail call void @llvm.musa.syncthreads.lm()
  store float %372, ptr addrspace(3) %145, align 16
  store float %371, ptr addrspace(3) %148, align 4
  store float %370, ptr addrspace(3) %151, align 8
  store float %369, ptr addrspace(3) %154, align 4
  store float %368, ptr addrspace(3) %158, align 16
  store float %367, ptr addrspace(3) %161, align 4
  store float %366, ptr addrspace(3) %164, align 8
  store float %365, ptr addrspace(3) %167, align 4
  store float %364, ptr addrspace(3) %171, align 16
  store float %363, ptr addrspace(3) %174, align 4
  store float %362, ptr addrspace(3) %177, align 8
  store float %361, ptr addrspace(3) %180, align 4
  store float %360, ptr addrspace(3) %184, align 16
  store float %359, ptr addrspace(3) %187, align 4
  store float %358, ptr addrspace(3) %190, align 8
  store float %357, ptr addrspace(3) %193, align 4
  store float %356, ptr addrspace(3) %198, align 16
  store float %355, ptr addrspace(3) %201, align 4
  store float %354, ptr addrspace(3) %204, align 8
  store float %353, ptr addrspace(3) %207, align 4
  store float %352, ptr addrspace(3) %212, align 16
  store float %351, ptr addrspace(3) %215, align 4
  store float %350, ptr addrspace(3) %218, align 8
  store float %349, ptr addrspace(3) %221, align 4
  store float %348, ptr addrspace(3) %226, align 16
  store float %347, ptr addrspace(3) %229, align 4
  store float %346, ptr addrspace(3) %232, align 8
  store float %345, ptr addrspace(3) %235, align 4
  store float %344, ptr addrspace(3) %240, align 16
  store float %343, ptr addrspace(3) %243, align 4
  store float %342, ptr addrspace(3) %246, align 8
  store float %341, ptr addrspace(3) %249, align 4
  tail call void @llvm.musa.syncthreads.lm()
  %381 = add i32 %373, 32
  %382 = icmp slt i32 %381, %5
  %383 = or i32 %381, %28
  %384 = icmp slt i32 %383, %5
  %385 = and i1 %29, %384
  %386 = and i1 %382, %385
  br i1 %386, label %387, label %391

387: ; preds = %336
  %388 = sext i32 %383 to i64
  %389 = getelementptr float, ptr addrspace(1) %27, i64 %388
  %390 = load <4 x float>, ptr addrspace(1) %389, align 16
  br label %391

391: ; preds = %387, %336
  %392 = phi <4 x float> [ %390, %387 ], [ zeroinitializer, %336 ]
  %393 = and i1 %44, %384
  %394 = and i1 %382, %393
  br i1 %394, label %395, label %399

395: ; preds = %391
  %396 = sext i32 %383 to i64
  %397 = getelementptr float, ptr addrspace(1) %43, i64 %396
  %398 = load <4 x float>, ptr addrspace(1) %397, align 16
  br label %399

399: ; preds = %395, %391
  %400 = phi <4 x float> [ %398, %395 ], [ zeroinitializer, %391 ]
  %401 = and i1 %58, %384
  %402 = and i1 %382, %401
  br i1 %402, label %403, label %407

403: ; preds = %399
  %404 = sext i32 %383 to i64
  %405 = getelementptr float, ptr addrspace(1) %57, i64 %404
  %406 = load <4 x float>, ptr addrspace(1) %405, align 16
  br label %407

407: ; preds = %403, %399
  %408 = phi <4 x float> [ %406, %403 ], [ zeroinitializer, %399 ]
  %409 = and i1 %72, %384
  %410 = and i1 %382, %409
  br i1 %410, label %411, label %415

411: ; preds = %407
  %412 = sext i32 %383 to i64
  %413 = getelementptr float, ptr addrspace(1) %71, i64 %412
  %414 = load <4 x float>, ptr addrspace(1) %413, align 16
  br label %415

415: ; preds = %411, %407
  %416 = phi <4 x float> [ %414, %411 ], [ zeroinitializer, %407 ]
  %417 = add i32 %381, %82
  %418 = icmp slt i32 %417, %5
  %419 = and i1 %86, %418
  %420 = and i1 %382, %419
  br i1 %420, label %421, label %425

421: ; preds = %415
  %422 = mul i32 %417, %8
  %423 = sext i32 %422 to i64
  %gep = getelementptr float, ptr addrspace(1) %invariant.gep, i64 %423
  %424 = load <4 x float>, ptr addrspace(1) %gep, align 16
  br label %425

425: ; preds = %421, %415
  %426 = phi <4 x float> [ %424, %421 ], [ zeroinitializer, %415 ]
  %427 = add i32 %381, %99
  %428 = icmp slt i32 %427, %5
  %429 = and i1 %86, %428
  %430 = and i1 %382, %429
  br i1 %430, label %431, label %435

431: ; preds = %425
  %432 = mul i32 %427, %8
  %433 = sext i32 %432 to i64
  %gep68 = getelementptr float, ptr addrspace(1) %invariant.gep, i64 %433
  %434 = load <4 x float>, ptr addrspace(1) %gep68, align 16
  br label %435

435: ; preds = %431, %425
  %436 = phi <4 x float> [ %434, %431 ], [ zeroinitializer, %425 ]
  %437 = add i32 %381, %113
  %438 = icmp slt i32 %437, %5
  %439 = and i1 %86, %438
  %440 = and i1 %382, %439
  br i1 %440, label %441, label %445

441: ; preds = %435
  %442 = mul i32 %437, %8
  %443 = sext i32 %442 to i64
  %gep70 = getelementptr float, ptr addrspace(1) %invariant.gep, i64 %443
  %444 = load <4 x float>, ptr addrspace(1) %gep70, align 16
  br label %445

445: ; preds = %441, %435
  %446 = phi <4 x float> [ %444, %441 ], [ zeroinitializer, %435 ]
  %447 = add i32 %381, %127
  %448 = icmp slt i32 %447, %5
  %449 = and i1 %86, %448
  %450 = and i1 %382, %449
  br i1 %450, label %451, label %455

451: ; preds = %445
  %452 = mul i32 %447, %8
  %453 = sext i32 %452 to i64
  %gep72 = getelementptr float, ptr addrspace(1) %invariant.gep, i64 %453
  %454 = load <4 x float>, ptr addrspace(1) %gep72, align 16
  br label %455

455: ; preds = %451, %445
  %456 = phi <4 x float> [ %454, %451 ], [ zeroinitializer, %445 ]
  %457 = extractelement <4 x float> %456, i64 0
  %458 = extractelement <4 x float> %456, i64 2
  %459 = extractelement <4 x float> %374, i64 0
  store float %459, ptr addrspace(3) %254, align 16
  %460 = extractelement <4 x float> %374, i64 1
  store float %460, ptr addrspace(3) %257, align 4
  %461 = extractelement <4 x float> %374, i64 2
  store float %461, ptr addrspace(3) %260, align 8
  %462 = extractelement <4 x float> %374, i64 3
  store float %462, ptr addrspace(3) %263, align 4
  %463 = extractelement <4 x float> %375, i64 0
  store float %463, ptr addrspace(3) %267, align 16
  %464 = extractelement <4 x float> %375, i64 1
  store float %464, ptr addrspace(3) %270, align 4
  %465 = extractelement <4 x float> %375, i64 2
  store float %465, ptr addrspace(3) %273, align 8
  %466 = extractelement <4 x float> %375, i64 3
  store float %466, ptr addrspace(3) %276, align 4
  %467 = extractelement <4 x float> %376, i64 0
  store float %467, ptr addrspace(3) %280, align 16
  %468 = extractelement <4 x float> %376, i64 1
  store float %468, ptr addrspace(3) %283, align 4
  %469 = extractelement <4 x float> %376, i64 2
  store float %469, ptr addrspace(3) %286, align 8
  %470 = extractelement <4 x float> %376, i64 3
  store float %470, ptr addrspace(3) %289, align 4
  %471 = extractelement <4 x float> %377, i64 0
  store float %471, ptr addrspace(3) %293, align 16
  %472 = extractelement <4 x float> %377, i64 1
  store float %472, ptr addrspace(3) %296, align 4
  %473 = extractelement <4 x float> %377, i64 2
  store float %473, ptr addrspace(3) %299, align 8
  %474 = extractelement <4 x float> %377, i64 3
  store float %474, ptr addrspace(3) %302, align 4
  tail call void @llvm.musa.syncthreads.lm()
  %475 = extractelement <4 x float> %378, i64 0
  store float %475, ptr addrspace(3) %303, align 16
  %476 = extractelement <4 x float> %378, i64 1
  store float %476, ptr addrspace(3) %304, align 4
  %477 = extractelement <4 x float> %378, i64 2
  store float %477, ptr addrspace(3) %305, align 8
  %478 = extractelement <4 x float> %378, i64 3
  store float %478, ptr addrspace(3) %306, align 4
  %479 = extractelement <4 x float> %379, i64 0
  store float %479, ptr addrspace(3) %307, align 16
  %480 = extractelement <4 x float> %379, i64 1
  store float %480, ptr addrspace(3) %308, align 4
  %481 = extractelement <4 x float> %379, i64 2
  store float %481, ptr addrspace(3) %309, align 8
  %482 = extractelement <4 x float> %379, i64 3
  store float %482, ptr addrspace(3) %310, align 4
  %483 = extractelement <4 x float> %380, i64 0
  store float %483, ptr addrspace(3) %311, align 16
  %484 = extractelement <4 x float> %380, i64 1
  store float %484, ptr addrspace(3) %312, align 4
  %485 = extractelement <4 x float> %380, i64 2
  store float %485, ptr addrspace(3) %313, align 8
  %486 = extractelement <4 x float> %380, i64 3
  store float %486, ptr addrspace(3) %314, align 4
  store float %340, ptr addrspace(3) %315, align 16
  store float %339, ptr addrspace(3) %316, align 4
  store float %338, ptr addrspace(3) %317, align 8
  store float %337, ptr addrspace(3) %318, align 4
  tail call void @llvm.musa.syncthreads.lm()
  br label %487

487: ; preds = %455, %511
  %488 = phi i64 [ 0, %455 ], [ %513, %511 ]
  %489 = shl nuw nsw i64 %488, 7
  %490 = add nsw i64 %489, %14
  %491 = trunc i64 %490 to i32
  %492 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 32768), i32 %491
  %493 = load float, ptr addrspace(3) %492, align 4
  %494 = lshr i64 %490, 1
  %495 = and i64 %494, 4294967264
  br label %496

496: ; preds = %487, %496
  %497 = phi float [ %493, %487 ], [ %508, %496 ]
  %498 = phi i64 [ 0, %487 ], [ %509, %496 ]
  %499 = or i64 %498, %495
  %500 = trunc i64 %499 to i32
  %501 = getelementptr float, ptr addrspace(3) @global_smem, i32 %500
  %502 = load float, ptr addrspace(3) %501, align 4
  %503 = shl nuw nsw i64 %498, 6
  %504 = or i64 %503, %335
  %505 = trunc i64 %504 to i32
  %506 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 8192), i32 %505
  %507 = load float, ptr addrspace(3) %506, align 4
  %508 = tail call float @llvm.fma.f32(float %502, float %507, float %497)
  %509 = add nuw nsw i64 %498, 1
  %510 = icmp ult i64 %498, 31
  br i1 %510, label %496, label %511

511: ; preds = %496
  %512 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 16384), i32 %491
  store float %508, ptr addrspace(3) %512, align 4
  %513 = add nuw nsw i64 %488, 1
  %514 = icmp ult i64 %488, 31
  br i1 %514, label %487, label %515

515: ; preds = %511
  %516 = extractelement <4 x float> %456, i64 1
  %517 = extractelement <4 x float> %456, i64 3
  tail call void @llvm.musa.syncthreads.lm()
  %518 = load float, ptr addrspace(3) %319, align 16
  %519 = load float, ptr addrspace(3) %320, align 4
  %520 = load float, ptr addrspace(3) %321, align 8
  %521 = load float, ptr addrspace(3) %322, align 4
  %522 = load <4 x float>, ptr addrspace(3) %323, align 16
  %523 = load <4 x float>, ptr addrspace(3) %324, align 16
  %524 = load <4 x float>, ptr addrspace(3) %325, align 16
  %525 = load <4 x float>, ptr addrspace(3) %326, align 16
  %526 = load <4 x float>, ptr addrspace(3) %327, align 16
  %527 = load <4 x float>, ptr addrspace(3) %328, align 16
  %528 = load <4 x float>, ptr addrspace(3) %329, align 16
  tail call void @llvm.musa.syncthreads.lm()
  %529 = extractelement <4 x float> %528, i64 0
  %530 = extractelement <4 x float> %528, i64 1
  %531 = extractelement <4 x float> %528, i64 2
  %532 = extractelement <4 x float> %528, i64 3
  %533 = extractelement <4 x float> %527, i64 0
  %534 = extractelement <4 x float> %527, i64 1
  %535 = extractelement <4 x float> %527, i64 2
  %536 = extractelement <4 x float> %527, i64 3
  %537 = extractelement <4 x float> %526, i64 0
  %538 = extractelement <4 x float> %526, i64 1
  %539 = extractelement <4 x float> %526, i64 2
  %540 = extractelement <4 x float> %526, i64 3
  %541 = extractelement <4 x float> %525, i64 0
  %542 = extractelement <4 x float> %525, i64 1
  %543 = extractelement <4 x float> %525, i64 2
  %544 = extractelement <4 x float> %525, i64 3
  %545 = extractelement <4 x float> %524, i64 0
  %546 = extractelement <4 x float> %524, i64 1
  %547 = extractelement <4 x float> %524, i64 2
  %548 = extractelement <4 x float> %524, i64 3
  %549 = extractelement <4 x float> %523, i64 0
  %550 = extractelement <4 x float> %523, i64 1
  %551 = extractelement <4 x float> %523, i64 2
  %552 = extractelement <4 x float> %523, i64 3
  %553 = extractelement <4 x float> %522, i64 0
  %554 = extractelement <4 x float> %522, i64 1
  %555 = extractelement <4 x float> %522, i64 2
  %556 = extractelement <4 x float> %522, i64 3
  br i1 %382, label %336, label %._crit_edge.loopexit

._crit_edge.loopexit: ; preds = %515
  %557 = insertelement <4 x float> poison, float %518, i64 0
  %558 = insertelement <4 x float> %557, float %519, i64 1
  %559 = insertelement <4 x float> %558, float %520, i64 2
  %560 = insertelement <4 x float> %559, float %521, i64 3
  br label %._crit_edge

._crit_edge: ; preds = %._crit_edge.loopexit, %138
  %561 = phi <4 x float> [ zeroinitializer, %138 ], [ %528, %._crit_edge.loopexit ]
  %562 = phi <4 x float> [ zeroinitializer, %138 ], [ %527, %._crit_edge.loopexit ]
  %563 = phi <4 x float> [ zeroinitializer, %138 ], [ %526, %._crit_edge.loopexit ]
  %564 = phi <4 x float> [ zeroinitializer, %138 ], [ %525, %._crit_edge.loopexit ]
  %565 = phi <4 x float> [ zeroinitializer, %138 ], [ %524, %._crit_edge.loopexit ]
  %566 = phi <4 x float> [ zeroinitializer, %138 ], [ %523, %._crit_edge.loopexit ]
  %567 = phi <4 x float> [ zeroinitializer, %138 ], [ %522, %._crit_edge.loopexit ]
  %568 = phi <4 x float> [ zeroinitializer, %138 ], [ %560, %._crit_edge.loopexit ]
  %569 = add i32 %17, %82
  %570 = icmp slt i32 %569, %3
  %571 = and i1 %570, %86
  br i1 %571, label %572, label %578

572: ; preds = %._crit_edge
  %573 = mul i32 %569, %10
  %574 = sext i32 %573 to i64
  %575 = getelementptr float, ptr addrspace(1) %2, i64 %574
  %576 = sext i32 %84 to i64
  %577 = getelementptr float, ptr addrspace(1) %575, i64 %576
  store <4 x float> %568, ptr addrspace(1) %577, align 16
  br label %578

578: ; preds = %572, %._crit_edge
  %579 = add i32 %17, %99
  %580 = icmp slt i32 %579, %3
  %581 = and i1 %86, %580
  br i1 %581, label %582, label %588

582: ; preds = %578
  %583 = mul i32 %579, %10
  %584 = sext i32 %583 to i64
  %585 = getelementptr float, ptr addrspace(1) %2, i64 %584
  %586 = sext i32 %84 to i64
  %587 = getelementptr float, ptr addrspace(1) %585, i64 %586
  store <4 x float> %567, ptr addrspace(1) %587, align 16
  br label %588

588: ; preds = %582, %578
  %589 = add i32 %17, %113
  %590 = icmp slt i32 %589, %3
  %591 = and i1 %86, %590
  br i1 %591, label %592, label %598

592: ; preds = %588
  %593 = mul i32 %589, %10
  %594 = sext i32 %593 to i64
  %595 = getelementptr float, ptr addrspace(1) %2, i64 %594
  %596 = sext i32 %84 to i64
  %597 = getelementptr float, ptr addrspace(1) %595, i64 %596
  store <4 x float> %566, ptr addrspace(1) %597, align 16
  br label %598

598: ; preds = %592, %588
  %599 = add i32 %17, %127
  %600 = icmp slt i32 %599, %3
  %601 = and i1 %86, %600
  br i1 %601, label %602, label %608

602: ; preds = %598
  %603 = mul i32 %599, %10
  %604 = sext i32 %603 to i64
  %605 = getelementptr float, ptr addrspace(1) %2, i64 %604
  %606 = sext i32 %84 to i64
  %607 = getelementptr float, ptr addrspace(1) %605, i64 %606
  store <4 x float> %565, ptr addrspace(1) %607, align 16
  br label %608

608: ; preds = %602, %598
  %609 = trunc i64 %194 to i32
  %610 = add i32 %17, %609
  %611 = icmp slt i32 %610, %3
  %612 = and i1 %86, %611
  br i1 %612, label %613, label %619

613: ; preds = %608
  %614 = mul i32 %610, %10
  %615 = sext i32 %614 to i64
  %616 = getelementptr float, ptr addrspace(1) %2, i64 %615
  %617 = sext i32 %84 to i64
  %618 = getelementptr float, ptr addrspace(1) %616, i64 %617
  store <4 x float> %564, ptr addrspace(1) %618, align 16
  br label %619

619: ; preds = %613, %608
  %620 = trunc i64 %208 to i32
  %621 = add i32 %17, %620
  %622 = icmp slt i32 %621, %3
  %623 = and i1 %86, %622
  br i1 %623, label %624, label %630

624: ; preds = %619
  %625 = mul i32 %621, %10
  %626 = sext i32 %625 to i64
  %627 = getelementptr float, ptr addrspace(1) %2, i64 %626
  %628 = sext i32 %84 to i64
  %629 = getelementptr float, ptr addrspace(1) %627, i64 %628
  store <4 x float> %563, ptr addrspace(1) %629, align 16
  br label %630

630: ; preds = %624, %619
  %631 = trunc i64 %222 to i32
  %632 = add i32 %17, %631
  %633 = icmp slt i32 %632, %3
  %634 = and i1 %86, %633
  br i1 %634, label %635, label %641

635: ; preds = %630
  %636 = mul i32 %632, %10
  %637 = sext i32 %636 to i64
  %638 = getelementptr float, ptr addrspace(1) %2, i64 %637
  %639 = sext i32 %84 to i64
  %640 = getelementptr float, ptr addrspace(1) %638, i64 %639
  store <4 x float> %562, ptr addrspace(1) %640, align 16
  br label %641

641: ; preds = %635, %630
  %642 = trunc i64 %236 to i32
  %643 = add i32 %17, %642
  %644 = icmp slt i32 %643, %3
  %645 = and i1 %86, %644
  br i1 %645, label %646, label %652

646: ; preds = %641
  %647 = mul i32 %643, %10
  %648 = sext i32 %647 to i64
  %649 = getelementptr float, ptr addrspace(1) %2, i64 %648
  %650 = sext i32 %84 to i64
  %651 = getelementptr float, ptr addrspace(1) %649, i64 %650
  store <4 x float> %561, ptr addrspace(1) %651, align 16
  br label %652

652: ; preds = %646, %641
  ret void
}

; Function Attrs: nofree nosync nounwind readnone
declare float @llvm.fma.f32(float, float, float) #3

attributes #0 = { nofree nosync nounwind readnone }
attributes #1 = { convergent nounwind }
attributes #2 = { nounwind }
attributes #3 = { nofree nosync nounwind readnone }

!llvm.module.flags = !{!0}
!musa.annotations = !{!1, !2}

!0 = !{i32 2, !"Debug Info Version", i32 3}
!1 = !{ptr @matmul_kernel, !"kernel", i32 1}
!2 = !{ptr @matmul_kernel, !"maxntidx", i32 128}
